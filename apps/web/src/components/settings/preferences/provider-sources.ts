import { makeProviders, makeStandardFetcher } from '@screenroom/providers';
import { appConfig } from '../../../config.ts';
import type { SourceEntry } from './source-order.ts';

/** The sources we ship, highest rank first; listing them runs no scraper and fetches nothing. */
export function listProviderSources(): SourceEntry[] {
  const providers = makeProviders({
    fetcher: makeStandardFetcher((input, init) => fetch(input, init)),
    libraryBaseUrl: appConfig.backendUrl,
  });
  return providers.listSources().map(({ id, name }) => ({ id, name }));
}
