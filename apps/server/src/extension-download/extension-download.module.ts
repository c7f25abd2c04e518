import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { extensionDownloadRoutes } from './extension-download.routes.ts';
import { ExtensionPackage } from './extension-package.ts';

/** The browser extension this server's build made (EXTENSION_DIST), offered as a zip. */
export function registerExtensionDownload(app: FastifyInstance, ctx: AppContext): void {
  extensionDownloadRoutes(app, new ExtensionPackage(ctx.config.EXTENSION_DIST));
}
