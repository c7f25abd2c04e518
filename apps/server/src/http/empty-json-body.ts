import type { FastifyInstance } from 'fastify';

/**
 * Clients often send `content-type: application/json` on every call, including calls that carry
 * no body (DELETE /sessions/{id}, DELETE /users/{id}). Fastify refuses an empty JSON body with a
 * 400; the movie-web API defines no body for those calls, so an empty body reads as no body at all.
 * Non-empty bodies still go through Fastify's own parser, with its prototype-poisoning checks.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
