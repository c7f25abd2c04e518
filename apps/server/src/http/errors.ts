import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorCodeForStatus, type ServerErrorCode } from '@screenroom/core';
// zod's core error class: a schema written with zod/mini throws it from its own `.parse`, and
// classic zod's errors are of it too, so a refused input answers 400 whichever zod checked it.
import { $ZodError } from 'zod/v4/core';

/**
 * A failure the client should see as `{ errorType: 'message', code, message }` with its status.
 * `code` is what the web app translates; without an exact one the status decides it.
 */
export class HttpError extends Error {
  readonly code: ServerErrorCode;
  constructor(
    readonly statusCode: number,
    message: string,
    code?: ServerErrorCode,
    /** What only the server log may say (an internal address, a connection error code). */
    readonly detail?: string,
  ) {
    super(message);
    this.code = code ?? errorCodeForStatus(statusCode);
  }
}

/** The movie-web backend's error body for a known failure, with the code the web app translates. */
export function messageBody(statusCode: number, message: string, code?: ServerErrorCode) {
  return { errorType: 'message', code: code ?? errorCodeForStatus(statusCode), message } as const;
}

/**
 * Error bodies in the movie-web backend's shapes, so its clients read ours; routes with their own
 * wire format (the catalog) reply themselves.
 */
export function errorHandler(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error instanceof $ZodError) {
    void reply
      .status(400)
      .send({ errorType: 'validation', code: 'validation', errors: error.issues });
    return;
  }
  if (error instanceof HttpError) {
    if (error.detail) request.log.info({ detail: error.detail, url: request.url }, error.message);
    void reply
      .status(error.statusCode)
      .send(messageBody(error.statusCode, error.message, error.code));
    return;
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    void reply
      .status(400)
      .send({ errorType: 'validation', code: 'validation', errors: fastifyError.validation });
    return;
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    void reply
      .status(fastifyError.statusCode)
      .send(messageBody(fastifyError.statusCode, fastifyError.message));
    return;
  }
  request.log.error({ err: error }, 'unhandled error');
  void reply.status(500).send(messageBody(500, 'Internal server error'));
}
