import { tokenAttemptResultForStatus, type TokenAttemptResult } from '@screenroom/core';
import type { DeclaredCredential } from '../credentials.ts';
import type { Fetcher } from '../fetcher.ts';
import { checkedJellyfinConfig, jellyfinRequest } from './jellyfin-api.ts';
import { JELLYFIN_SOURCE_ID } from './jellyfin-id.ts';

function looksLikeSystemInfo(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    (typeof (body as { Id?: unknown }).Id === 'string' ||
      typeof (body as { Version?: unknown }).Version === 'string')
  );
}

/**
 * `/System/Info` needs a valid key, so it tells a refused key from a server that is down; a page
 * that is not Jellyfin's answering 200 (a wrong address, a login portal) is an error.
 */
async function testJellyfin(
  values: Readonly<Record<string, string>>,
  fetcher: Fetcher,
  signal?: AbortSignal,
): Promise<TokenAttemptResult> {
  let config: ReturnType<typeof checkedJellyfinConfig>;
  try {
    config = checkedJellyfinConfig({ url: values.url ?? '', apiKey: values.apiKey ?? '' });
  } catch {
    return 'error';
  }
  const response = await jellyfinRequest(fetcher, config, '/System/Info', {}, signal);
  const result = tokenAttemptResultForStatus(response.statusCode);
  return result === 'success' && !looksLikeSystemInfo(response.body) ? 'error' : result;
}

export const jellyfinCredential: DeclaredCredential = {
  providerId: JELLYFIN_SOURCE_ID,
  name: 'Jellyfin',
  helpKey: 'jellyfin',
  fields: [
    { key: 'url', kind: 'url', labelKey: 'serverUrl' },
    { key: 'apiKey', kind: 'secret', labelKey: 'apiKey' },
  ],
  test: testJellyfin,
};
