import { describe, expect, it } from 'vitest';
import { OPACITY_LEVELS, particleBatches } from '../src/shared/layout/light-bar-batches.ts';
import { createParticle, type Particle } from '../src/shared/layout/light-bar-variant.ts';

const particle = (colour: string, opacity: number): Particle => ({
  ...createParticle('default', 100, 50, () => 0.5),
  colour,
  opacity,
});

describe('light bar batches', () => {
  it('groups particles by colour and rounded opacity', () => {
    const batches = particleBatches([
      particle('#fff', 0.26),
      particle('#fff', 0.24),
      particle('#fff', 0.9),
      particle('#a78bfa', 0.26),
    ]);
    expect(batches.map((b) => [b.colour, b.opacity, b.particles.length])).toEqual([
      ['#fff', 0.25, 2],
      ['#fff', 1, 1],
      ['#a78bfa', 0.25, 1],
    ]);
  });

  it('keeps every particle and never draws one invisible', () => {
    const particles = Array.from({ length: 265 }, (_, i) =>
      particle(['#c4b5fd', '#a78bfa', '#ffffff'][i % 3]!, (i % 100) / 100),
    );
    const batches = particleBatches(particles);
    expect(batches.reduce((n, b) => n + b.particles.length, 0)).toBe(265);
    expect(batches.length).toBeLessThanOrEqual(3 * OPACITY_LEVELS);
    expect(Math.min(...batches.map((b) => b.opacity))).toBe(1 / OPACITY_LEVELS);
  });
});
