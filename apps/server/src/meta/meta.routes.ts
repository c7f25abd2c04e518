import { metaRoutes } from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { addApiRoute } from '../http/api-route.ts';
import { captchaConfigured } from '../accounts/captcha.ts';
import type { AppContext } from '../app-context.ts';

/** Web clients show the watch-party controls only for backends at 2.0.1 or later. */
export const BACKEND_VERSION = '2.0.1';

export function registerMetaRoutes(app: FastifyInstance, ctx: AppContext): void {
  addApiRoute(app, metaRoutes.meta, {}, () => ({
    name: ctx.config.SERVER_NAME,
    description: ctx.config.SERVER_DESCRIPTION,
    version: BACKEND_VERSION,
    hasCaptcha: captchaConfigured(ctx.config),
    captchaClientKey: ctx.config.CAPTCHA_CLIENT_KEY,
    // Our addition: a register page can say so instead of failing at its last step.
    registration: ctx.config.REGISTRATION,
  }));
}
