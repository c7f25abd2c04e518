import { describe, expect, it } from 'vitest';
import { orderScrapers } from '../src/order.ts';

const scrapers = [
  { id: 'a', rank: 10 },
  { id: 'b', rank: 30 },
  { id: 'c', rank: 20 },
  { id: 'd', rank: 40, disabled: true },
];

describe('orderScrapers', () => {
  it('sorts by rank, highest first, leaving disabled ones out', () => {
    expect(orderScrapers(scrapers).map((s) => s.id)).toEqual(['b', 'c', 'a']);
  });
  it('puts listed ids first in the listed order', () => {
    expect(orderScrapers(scrapers, ['a', 'c']).map((s) => s.id)).toEqual(['a', 'c', 'b']);
  });
  it('ignores unknown, duplicate and disabled ids in the order', () => {
    expect(orderScrapers(scrapers, ['zzz', 'a', 'a', 'd']).map((s) => s.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
  it('leaves out ids the viewer disabled', () => {
    expect(orderScrapers(scrapers, ['c'], ['c', 'b']).map((s) => s.id)).toEqual(['a']);
  });
});
