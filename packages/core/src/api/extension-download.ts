// zod/mini, as every schema the web app reads: one classic schema there would bring zod's
// chained-method layer, and every format it offers, into the app's downloads.
import { z } from 'zod/mini';
import { defineRoutes } from './route-table.ts';

/** Where a server offers its build of the browser extension, as a zip. */
export const EXTENSION_DOWNLOAD_PATH = '/extension/screenroom-extension.zip';

/** Whether this server offers the extension, and for which pages that build answers. */
export const EXTENSION_INFO_PATH = '/extension/info';

/**
 * `GET /extension/info`: the server's build of the extension, when it has one. `origins` are the
 * pages the build was made for (scheme, host and port); a viewer may add others on the
 * extension's options page.
 */
export const extensionInfoSchema = z.discriminatedUnion('available', [
  z.object({ available: z.literal(false) }),
  z.object({
    available: z.literal(true),
    version: z.string(),
    origins: z.array(z.string()),
    /** The zip's file name as it is saved, with the version. */
    fileName: z.string(),
    downloadUrl: z.string(),
  }),
]);

export type ExtensionInfo = z.infer<typeof extensionInfoSchema>;

export const extensionDownloadRoutes = defineRoutes({
  info: {
    method: 'GET',
    path: EXTENSION_INFO_PATH,
    summary: "Whether this server offers the extension's build, and for which pages",
    auth: 'public',
    answer: extensionInfoSchema,
  },
  download: {
    method: 'GET',
    path: EXTENSION_DOWNLOAD_PATH,
    summary: 'The build as a zip of one folder; 404 when the server has none',
    auth: 'public',
    produces: 'application/zip',
  },
});
