import type { FastifyInstance } from 'fastify';

/**
 * Headers every answer carries, whichever module wrote it, errors and files included: browsers
 * take each answer for the type it says (a subtitle file or a JSON answer never runs as a script
 * or a page), and other sites learn at most our origin from a link, never a page's path or query.
 * Set as the answer leaves, after the handler, so a proxied answer cannot bring its own referrer
 * policy onto our origin.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    void reply
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'strict-origin-when-cross-origin');
    done(null, payload);
  });
}
