import { extensionDownloadRoutes as extensionTable } from '@screenroom/core';
import type { FastifyInstance } from 'fastify';
import { addApiRoute } from '../http/api-route.ts';
import { HttpError } from '../http/errors.ts';
import type { ExtensionPackage } from './extension-package.ts';

/** What the extension step of onboarding reads, and the zip it offers. */
export function extensionDownloadRoutes(app: FastifyInstance, extension: ExtensionPackage): void {
  addApiRoute(app, extensionTable.info, {}, async (_request, reply) => {
    // A rebuild may add or change the build at any time; the answer is tiny.
    void reply.header('cache-control', 'no-cache');
    return extension.info();
  });

  addApiRoute(app, extensionTable.download, {}, async (request, reply) => {
    const zip = await extension.zip();
    if (!zip) {
      throw new HttpError(
        404,
        'The browser extension is not built on this server: run `npm run build` in the repository',
      );
    }
    void reply.headers({
      'cache-control': 'no-cache',
      etag: zip.etag,
      'x-content-type-options': 'nosniff',
    });
    if (request.headers['if-none-match'] === zip.etag) return reply.status(304).send();
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${zip.fileName}"`)
      .send(Buffer.from(zip.bytes.buffer, zip.bytes.byteOffset, zip.bytes.byteLength));
  });
}
