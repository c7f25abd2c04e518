import type { FastifyInstance } from 'fastify';
import { BACKEND_VERSION } from '../meta/meta.routes.ts';
import { accountsApi } from './accounts-api.ts';
import { openApiDocument } from './openapi-document.ts';

/**
 * `GET /openapi.json`: the accounts and sync calls, built from their schemas when first asked
 * for (not at start-up, which most servers would pay for nothing) and kept.
 */
export function registerApiReferenceRoutes(app: FastifyInstance): void {
  let document: ReturnType<typeof openApiDocument> | undefined;
  app.get('/openapi.json', () => {
    document ??= openApiDocument('Screenroom accounts and sync', BACKEND_VERSION, accountsApi);
    return document;
  });
}
