import { accountsRoutes } from './accounts.ts';
import { syncRoutes } from './accounts-sync.ts';
import { availabilityRoutes } from './availability.ts';
import { catalogMovieRoutes, catalogRoutes, catalogShowRoutes } from './catalog.ts';
import { echoRoutes } from './echo.ts';
import { extensionDownloadRoutes } from './extension-download.ts';
import { introSkipRoutes } from './intro-skip.ts';
import { libraryRoutes } from './library-availability.ts';
import { listsRoutes } from './lists.ts';
import { metaRoutes } from './meta.ts';
import { onlineSubtitlesRoutes } from './online-subtitles.ts';
import { metricsRoutes } from './provider-reports.ts';
import { proxyRoutes } from './proxy.ts';
import { ratingsRoutes } from './ratings.ts';
import type { RouteTable } from './route-table.ts';
import { scrapeRoutes } from './scrape.ts';
import { watchPartyRoutes } from './watch-party.ts';

/**
 * Every area's table, by the name the API reference groups its routes under. A route the server
 * registers is in exactly one of these (a test holds them to the registered routes).
 */
export const apiAreas: Record<string, RouteTable> = {
  meta: metaRoutes,
  metrics: metricsRoutes,
  accounts: accountsRoutes,
  sync: syncRoutes,
  'watch party': watchPartyRoutes,
  catalog: catalogRoutes,
  'catalog movies': catalogMovieRoutes,
  'catalog shows': catalogShowRoutes,
  library: libraryRoutes,
  availability: availabilityRoutes,
  subtitles: onlineSubtitlesRoutes,
  'intro skip': introSkipRoutes,
  ratings: ratingsRoutes,
  lists: listsRoutes,
  scrape: scrapeRoutes,
  proxy: proxyRoutes,
  echo: echoRoutes,
  extension: extensionDownloadRoutes,
};
