import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';

/** A failure the client should see as `{ errorType: 'message', message }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** What only the server log may say (an internal address, a connection error code). */
    readonly detail?: string,
  ) {
    super(message);
  }
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
  if (error instanceof ZodError) {
    void reply.status(400).send({ errorType: 'validation', errors: error.issues });
    return;
  }
  if (error instanceof HttpError) {
    if (error.detail) request.log.info({ detail: error.detail, url: request.url }, error.message);
    void reply.status(error.statusCode).send({ errorType: 'message', message: error.message });
    return;
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    void reply.status(400).send({ errorType: 'validation', errors: fastifyError.validation });
    return;
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    void reply
      .status(fastifyError.statusCode)
      .send({ errorType: 'message', message: fastifyError.message });
    return;
  }
  request.log.error({ err: error }, 'unhandled error');
  void reply.status(500).send({ errorType: 'message', message: 'Internal server error' });
}
