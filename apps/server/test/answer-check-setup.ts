import { z } from 'zod';
import { isDeepStrictEqual } from 'node:util';
import { routeMethods, type RouteSpec } from '@screenroom/core';
import { afterEach, expect } from 'vitest';
import { checkAnswersWith, type SentAnswer } from '../src/http/answer-check.ts';

/** Each route and status whose answer a test of this file held to its entry. */
export const checkedAnswers = new Set<string>();
const mismatches: string[] = [];

const routeName = (route: RouteSpec) => `${routeMethods(route).join(',')} ${route.path}`;

/**
 * Every success a route of a table answers in any server test must be its entry's: the status it
 * states, and a JSON answer its schema reads back unchanged (nothing missing, nothing extra).
 */
function checkAnswer(route: RouteSpec, answer: SentAnswer): void {
  const { statusCode, contentType, payload } = answer;
  if (statusCode < 200 || statusCode >= 300) return;
  const name = routeName(route);
  const expected = route.websocket ? 101 : (route.status ?? 200);
  if (route.answer && statusCode !== expected && statusCode !== 206) {
    mismatches.push(`${name} answered ${statusCode}, its entry states ${expected}`);
    return;
  }
  if (!route.answer || !contentType?.startsWith('application/json')) return;
  const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : payload;
  if (typeof text !== 'string') {
    mismatches.push(`${name} sent JSON as something other than text`);
    return;
  }
  const body: unknown = JSON.parse(text);
  const parsed = z.safeParse(route.answer, body);
  if (!parsed.success) {
    mismatches.push(`${name}: ${parsed.error.message}\n${text.slice(0, 500)}`);
  } else if (!isDeepStrictEqual(parsed.data, body)) {
    mismatches.push(`${name}: fields the schema does not state\n${text.slice(0, 500)}`);
  } else {
    checkedAnswers.add(`${name} ${statusCode}`);
  }
}

checkAnswersWith(checkAnswer);

afterEach(() => {
  expect(mismatches.splice(0), 'answers unlike their route entries').toEqual([]);
});
