import { describe, expect, it } from 'vitest';
import {
  createParticle,
  LIGHT_BAR_PARTICLES,
  lightBarVariant,
  stepParticle,
} from '../src/shared/layout/light-bar-variant.ts';

const day = (month: number, date: number) => new Date(2026, month - 1, date, 12);

describe('light bar', () => {
  it('carries 265 particles', () => {
    expect(LIGHT_BAR_PARTICLES).toBe(265);
  });

  it('picks the seasonal variants on their dates', () => {
    expect(lightBarVariant(day(12, 23), 0.9)).toBe('default');
    expect(lightBarVariant(day(12, 24), 0.9)).toBe('christmas');
    expect(lightBarVariant(day(12, 26), 0)).toBe('christmas');
    expect(lightBarVariant(day(12, 27), 0.9)).toBe('default');
    expect(lightBarVariant(day(10, 29), 0.9)).toBe('halloween');
    expect(lightBarVariant(day(10, 31), 0.9)).toBe('halloween');
    expect(lightBarVariant(day(4, 20), 0.9)).toBe('april20');
    expect(lightBarVariant(day(6, 9), 0.9)).toBe('june9');
  });

  it('uses a random variant on a small share of other days', () => {
    expect(lightBarVariant(day(3, 3), 0.01)).toBe('stars');
    expect(lightBarVariant(day(3, 3), 0.09)).toBe('hearts');
    expect(lightBarVariant(day(3, 3), 0.5)).toBe('default');
  });

  it('wraps particles around the edges', () => {
    const p = { ...createParticle('christmas', 100, 50, () => 0.5), x: 99.9, y: 49.9 };
    const next = stepParticle({ ...p, speedX: 0.3, speedY: 0.3 }, 100, 50);
    expect(next.x).toBeCloseTo(0.2);
    expect(next.y).toBeCloseTo(0.2);
    expect(createParticle('christmas', 100, 50, () => 0.5).speedY).toBeGreaterThan(0);
    expect(createParticle('default', 100, 50, () => 0.5).speedY).toBeLessThan(0);
  });
});
