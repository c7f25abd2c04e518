import { describe, expect, it } from 'vitest';
import { satisfiesCaret } from '../src/version-range.ts';

describe('satisfiesCaret', () => {
  it.each([
    ['1.0.2', true],
    ['1.0.10', true],
    ['1.3.0', true],
    ['v1.9.9', true],
    ['1.0.1', false],
    ['0.9.9', false],
    ['2.0.0', false],
    ['1.0', false],
    ['garbage', false],
  ])('%s against ^1.0.2 → %s', (version, expected) => {
    expect(satisfiesCaret(version, '^1.0.2')).toBe(expected);
  });
  it('bumps the first non-zero part for 0.x ranges', () => {
    expect(satisfiesCaret('0.2.5', '^0.2.3')).toBe(true);
    expect(satisfiesCaret('0.3.0', '^0.2.3')).toBe(false);
    expect(satisfiesCaret('0.0.4', '^0.0.3')).toBe(false);
  });
  it('needs a caret range', () => {
    expect(satisfiesCaret('1.0.2', '1.0.2')).toBe(false);
  });
});
