import { isServerErrorCode } from '@screenroom/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandler, HttpError } from '../src/http/errors.ts';

/** Error bodies carry a stable code beside the English message, whoever raised the failure. */
describe('error bodies', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    app.get('/exact', () => {
      throw new HttpError(401, 'Challenge Code Expired', 'challenge_expired');
    });
    app.get('/by-status/:status', (request) => {
      const { status } = request.params as { status: string };
      throw new HttpError(Number(status), `failed with ${status}`);
    });
    app.get('/zod', () => z.object({ a: z.string() }).parse({}));
    app.post('/schema', { schema: { body: { type: 'object', required: ['a'] } } }, () => 'ok');
    app.get('/crash', () => {
      throw new Error('secret detail');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('keeps an exact code and the message as the fallback', async () => {
    const answer = await app.inject('/exact');
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({
      errorType: 'message',
      code: 'challenge_expired',
      message: 'Challenge Code Expired',
    });
  });

  it('names a failure without an exact code by its status', async () => {
    const expected: Record<number, string> = {
      400: 'bad_request',
      401: 'unauthorized',
      403: 'forbidden',
      404: 'not_found',
      409: 'conflict',
      429: 'rate_limited',
      502: 'upstream_failed',
      503: 'server_busy',
      504: 'upstream_timeout',
    };
    for (const [status, code] of Object.entries(expected)) {
      const answer = await app.inject(`/by-status/${status}`);
      expect(answer.json()).toEqual({
        errorType: 'message',
        code,
        message: `failed with ${status}`,
      });
    }
  });

  it('codes validation failures, unknown routes and crashes too', async () => {
    expect((await app.inject('/zod')).json()).toMatchObject({
      errorType: 'validation',
      code: 'validation',
    });
    const schema = await app.inject({ method: 'POST', url: '/schema', payload: {} });
    expect(schema.json()).toMatchObject({ errorType: 'validation', code: 'validation' });
    const crash = await app.inject('/crash');
    expect(crash.statusCode).toBe(500);
    expect(crash.json()).toEqual({
      errorType: 'message',
      code: 'internal',
      message: 'Internal server error',
    });
  });

  it('uses only codes the web app knows', async () => {
    for (const status of [400, 401, 403, 404, 409, 413, 429, 500, 502, 503, 504, 418]) {
      expect(isServerErrorCode(new HttpError(status, 'x').code)).toBe(true);
    }
  });
});
