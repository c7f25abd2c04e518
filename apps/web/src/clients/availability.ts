import {
  availabilityAnswerSchema,
  mayPlayPageSchema,
  type AvailabilityAnswer,
  type MayPlayKind,
  type MayPlayPage,
  type ScrapeRunRequest,
  type TitleKey,
} from '@screenroom/core';
import { appConfig } from '../config.ts';
import { joinBackendUrl } from './backend.ts';
import { LibraryRequestError } from './library.ts';
import { withServerSession } from './server-access.ts';

/**
 * Our server's verdict on titles before anyone presses play (`GET /availability`): `plays`,
 * `may-play` or `none`, from its library and what the operator's sources said lately.
 */
export async function fetchPlayVerdicts(
  keys: readonly TitleKey[],
  signal?: AbortSignal,
): Promise<AvailabilityAnswer['titles']> {
  if (keys.length === 0) return {};
  const url = joinBackendUrl(
    appConfig.backendUrl,
    `/availability?titles=${encodeURIComponent(keys.join(','))}`,
  );
  const response = await fetch(url, withServerSession({ signal }));
  if (!response.ok) throw new LibraryRequestError(response.status);
  return availabilityAnswerSchema.parse(await response.json()).titles;
}

/** Asks the server to ask the operator's sources about one title, and answers its verdict. */
export async function checkPlayVerdict(
  media: ScrapeRunRequest['media'],
  signal?: AbortSignal,
): Promise<AvailabilityAnswer['titles']> {
  const response = await fetch(
    joinBackendUrl(appConfig.backendUrl, '/availability/check'),
    withServerSession({
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ media }),
      ...(signal ? { signal } : {}),
    }),
  );
  if (!response.ok) throw new LibraryRequestError(response.status);
  return availabilityAnswerSchema.parse(await response.json()).titles;
}

/**
 * A page of the catalog's titles outside the library that a source here may have
 * (`GET /availability/may-play`), most popular first; `ownServer` when the viewer's own server
 * may have any title.
 */
export async function fetchMayPlayPage(
  query: { kind: MayPlayKind; page: number; ownServer: boolean },
  signal?: AbortSignal,
): Promise<MayPlayPage> {
  const params = new URLSearchParams({
    kind: query.kind,
    page: String(query.page),
    ownServer: String(query.ownServer),
  });
  const url = joinBackendUrl(appConfig.backendUrl, `/availability/may-play?${params.toString()}`);
  const response = await fetch(url, withServerSession({ signal }));
  if (!response.ok) throw new LibraryRequestError(response.status);
  return mayPlayPageSchema.parse(await response.json());
}
