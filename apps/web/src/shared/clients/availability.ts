import {
  availabilityRoutes,
  type AvailabilityAnswer,
  type MayPlayKind,
  type MayPlayPage,
  type ScrapeRunRequest,
  type TitleKey,
} from '@screenroom/core';
import { callApi } from './api.ts';

/**
 * Our server's verdict on titles before anyone presses play (`GET /availability`): `plays`,
 * `may-play` or `none`, from its library and what the operator's sources said lately.
 */
export async function fetchPlayVerdicts(
  keys: readonly TitleKey[],
  signal?: AbortSignal,
): Promise<AvailabilityAnswer['titles']> {
  if (keys.length === 0) return {};
  const answer = await callApi(
    availabilityRoutes.verdicts,
    { query: { titles: keys.join(',') } },
    { ...(signal && { signal }) },
  );
  return answer.titles;
}

/** Asks the server to ask the operator's sources about one title, and answers its verdict. */
export async function checkPlayVerdict(
  media: ScrapeRunRequest['media'],
  signal?: AbortSignal,
): Promise<AvailabilityAnswer['titles']> {
  const answer = await callApi(
    availabilityRoutes.check,
    { body: { media } },
    { ...(signal && { signal }) },
  );
  return answer.titles;
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
  return callApi(
    availabilityRoutes.mayPlay,
    {
      query: { kind: query.kind, page: query.page, ownServer: query.ownServer ? 'true' : 'false' },
    },
    { ...(signal && { signal }) },
  );
}
