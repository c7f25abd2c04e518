import { describe, expect, it } from 'vitest';
import { formatTimeParam, linkAtTime, parseTimeParam } from '../src/shared/routing/time-param.ts';

describe('the t parameter', () => {
  it('reads plain seconds', () => {
    expect(parseTimeParam('90')).toBe(90);
    expect(parseTimeParam('0')).toBe(0);
    expect(parseTimeParam('12.5')).toBe(12.5);
    expect(parseTimeParam(' 30 ')).toBe(30);
  });

  it('reads hours, minutes and seconds, any of them left out', () => {
    expect(parseTimeParam('1h2m3s')).toBe(3723);
    expect(parseTimeParam('2m')).toBe(120);
    expect(parseTimeParam('45s')).toBe(45);
    expect(parseTimeParam('1h')).toBe(3600);
    expect(parseTimeParam('1H30M')).toBe(5400);
  });

  it('reads clock times', () => {
    expect(parseTimeParam('1:02:03')).toBe(3723);
    expect(parseTimeParam('2:03')).toBe(123);
    expect(parseTimeParam('90:00')).toBe(5400);
  });

  it('ignores what it cannot read, so the saved progress applies', () => {
    for (const value of [null, undefined, '', 'abc', '-5', '1:75', '1:2:3:4', 'h', '1m2', '1e3']) {
      expect(parseTimeParam(value)).toBeNull();
    }
  });

  it('writes whole seconds', () => {
    expect(formatTimeParam(93.7)).toBe('93');
    expect(formatTimeParam(-4)).toBe('0');
    expect(formatTimeParam(Number.NaN)).toBe('0');
    expect(parseTimeParam(formatTimeParam(3723.9))).toBe(3723);
  });

  it('links to the page at a time, without menus, party codes or fragments', () => {
    expect(
      linkAtTime(
        'https://screen.example/media/tmdb-tv-1-x/2/3?r=%2Fsettings&watchparty=1234#a',
        61.2,
      ),
    ).toBe('https://screen.example/media/tmdb-tv-1-x/2/3?t=61');
    expect(linkAtTime('http://127.0.0.1:8080/media/tmdb-movie-45745-sintel?t=5', 30)).toBe(
      'http://127.0.0.1:8080/media/tmdb-movie-45745-sintel?t=30',
    );
  });
});
