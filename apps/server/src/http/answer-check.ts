import type { RouteSpec } from '@screenroom/core';
import type { onSendHookHandler } from 'fastify';

/** What a check is told of an answer a route of a table sends. */
export interface SentAnswer {
  statusCode: number;
  contentType: string | undefined;
  /** As Fastify sends it: the serialized text of a JSON answer, else a buffer or a stream. */
  payload: unknown;
}

/** Told of every answer a route of a table sends, with the route's entry. */
export type AnswerCheck = (route: RouteSpec, answer: SentAnswer) => void;

let answerCheck: AnswerCheck | undefined;

/**
 * The server's tests hold every answer a route sends to its entry's schema: set before routes are
 * registered, it adds a hook to each. Production never sets it, so no answer is parsed twice.
 */
export function checkAnswersWith(check: AnswerCheck | undefined): void {
  answerCheck = check;
}

export function answerCheckHook(route: RouteSpec): onSendHookHandler | undefined {
  const check = answerCheck;
  if (!check) return undefined;
  return (_request, reply, payload, done) => {
    const contentType = reply.getHeader('content-type');
    check(route, {
      statusCode: reply.statusCode,
      contentType: typeof contentType === 'string' ? contentType : undefined,
      payload,
    });
    done(null, payload);
  };
}
