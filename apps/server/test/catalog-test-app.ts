import Fastify, { type FastifyInstance } from 'fastify';
import { createCatalogRepository } from '../src/catalog/catalog.repository.ts';
import { catalogRoutes } from '../src/catalog/catalog.routes.ts';
import { CatalogService, type CatalogData } from '../src/catalog/catalog.service.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { fixtureCatalog } from './catalog-fixture.ts';

/** The catalog routes alone, on the fixture catalog, with a fixed "today". */
export async function catalogTestApp(
  database: DatabaseHandle,
  data: CatalogData = fixtureCatalog,
): Promise<{ app: FastifyInstance; service: CatalogService }> {
  const service = new CatalogService(
    createCatalogRepository(database),
    data,
    () => new Date('2024-06-01T12:00:00Z'),
  );
  await service.init();
  const app = Fastify();
  await app.register(catalogRoutes, {
    service,
    proxy: null,
    imageUrl: 'https://image.example/t/p',
  });
  await app.ready();
  return { app, service };
}
