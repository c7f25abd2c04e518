import { apiAreas, metaRoutes } from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { addApiRoute } from '../http/api-route.ts';
import { BACKEND_VERSION } from '../meta/meta.routes.ts';
import { openApiDocument } from './openapi-document.ts';

/**
 * `GET /openapi.json`: every route of every area, built from the areas' tables when first asked
 * for (not at start-up, which most servers would pay for nothing) and kept.
 */
export function registerApiReferenceRoutes(app: FastifyInstance): void {
  let document: ReturnType<typeof openApiDocument> | undefined;
  addApiRoute(app, metaRoutes.openApi, {}, () => {
    document ??= openApiDocument('Screenroom', BACKEND_VERSION, apiAreas);
    return document;
  });
}
