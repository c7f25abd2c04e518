import { describe, expect, it } from 'vitest';
import { greetingKey, greetingPeriod, specialDay } from '../src/greeting.ts';

const at = (month: number, day: number, hour: number, minute = 0) =>
  new Date(2024, month - 1, day, hour, minute);
const never = () => 0.99;

describe('greetingPeriod', () => {
  it('follows the hour boundaries', () => {
    expect(greetingPeriod(at(1, 2, 0))).toBe('night');
    expect(greetingPeriod(at(1, 2, 4, 59))).toBe('night');
    expect(greetingPeriod(at(1, 2, 5))).toBe('morning');
    expect(greetingPeriod(at(1, 2, 11, 59))).toBe('morning');
    expect(greetingPeriod(at(1, 2, 12))).toBe('day');
    expect(greetingPeriod(at(1, 2, 18, 59))).toBe('day');
    expect(greetingPeriod(at(1, 2, 19))).toBe('night');
    expect(greetingPeriod(at(1, 2, 23, 59))).toBe('night');
  });
});

describe('specialDay', () => {
  it('knows 20 April and 9 June', () => {
    expect(specialDay(at(4, 20, 10))).toBe('420');
    expect(specialDay(at(6, 9, 22))).toBe('69');
    expect(specialDay(at(4, 21, 10))).toBeNull();
    expect(specialDay(at(9, 6, 10))).toBeNull();
  });
});

describe('greetingKey', () => {
  it('uses the regular phrase at or above the 35 % chance', () => {
    expect(greetingKey(at(3, 3, 8), () => 0.35)).toEqual({ kind: 'regular', period: 'morning' });
    expect(greetingKey(at(3, 3, 20), never)).toEqual({ kind: 'regular', period: 'night' });
  });
  it('uses an alternative phrase below the 35 % chance, with a second draw to pick it', () => {
    const draws = [0.2, 0.7];
    expect(greetingKey(at(3, 3, 14), () => draws.shift() ?? 0)).toEqual({
      kind: 'alternative',
      period: 'day',
      pick: 0.7,
    });
  });
  it('uses the special greeting on special days regardless of chance', () => {
    expect(greetingKey(at(4, 20, 3), () => 0)).toEqual({ kind: 'special', day: '420' });
    expect(greetingKey(at(6, 9, 15), never)).toEqual({ kind: 'special', day: '69' });
  });
});
