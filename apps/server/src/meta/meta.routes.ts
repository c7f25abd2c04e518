import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { captchaConfigured } from '../accounts/captcha.ts';
import type { AppContext } from '../app.ts';

/** Watch-party controls appear only for backends at 2.0.1 or later (document 001 §7). */
export const BACKEND_VERSION = '2.0.1';

export function registerMetaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/meta', () => ({
    name: ctx.config.SERVER_NAME,
    description: ctx.config.SERVER_DESCRIPTION,
    version: BACKEND_VERSION,
    hasCaptcha: captchaConfigured(ctx.config),
    captchaClientKey: ctx.config.CAPTCHA_CLIENT_KEY,
  }));

  app.get('/healthcheck', async (_request, reply) => {
    const databaseConnected = await sql`SELECT 1`
      .execute(ctx.database.db)
      .then(() => true)
      .catch(() => false);
    return reply
      .status(databaseConnected ? 200 : 503)
      .send({ healthy: databaseConnected, databaseConnected });
  });
}
