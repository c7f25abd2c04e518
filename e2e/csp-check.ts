import { afterAll, afterEach, expect } from 'vitest';
import { takeCspViolations } from './console-errors.ts';

/**
 * Every browser test fails on a Content-Security-Policy violation, whether or not it reads the
 * console itself: each is something the app tried to load or run that its own pages refuse, so
 * some feature is broken for real viewers. Browsers from launchBrowser (and the extension's) are
 * watched; the last check catches what arrives after a file's last test.
 */
afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});

afterAll(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
