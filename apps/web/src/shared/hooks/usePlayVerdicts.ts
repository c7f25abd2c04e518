import {
  AVAILABILITY_MAX_TITLES,
  titleKey,
  viewerVerdict,
  type MediaType,
  type PlayVerdict,
  type TitleKey,
} from '@screenroom/core';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { jellyfinSourceConfig, useSourceCredentialsStore } from '../stores/source-credentials.ts';
import { useServerAccess } from './useServerAccess.ts';

/** The server's verdicts change with a rescan or a source's answer; it keeps them 5 s too. */
const VERDICTS_STALE_MS = 5 * 1000;

export interface TitleRef {
  type: MediaType;
  id: string | number;
}

export function verdictsQueryKey(keys: readonly TitleKey[], allowed: boolean) {
  return ['play-verdicts', allowed, [...keys].sort().join(',')] as const;
}

async function loadVerdicts(keys: readonly TitleKey[], signal: AbortSignal) {
  const { fetchPlayVerdicts } = await import('../clients/availability.ts');
  const out: Record<string, PlayVerdict> = {};
  for (let i = 0; i < keys.length; i += AVAILABILITY_MAX_TITLES) {
    Object.assign(out, await fetchPlayVerdicts(keys.slice(i, i + AVAILABILITY_MAX_TITLES), signal));
  }
  return out;
}

/** Fetches (or reuses) the verdicts of these titles, outside a component (the random pick). */
export function fetchVerdicts(
  client: QueryClient,
  titles: readonly TitleRef[],
): Promise<Record<string, PlayVerdict>> {
  const keys = titles.map((t) => titleKey(t.type, t.id));
  return client.fetchQuery({
    queryKey: verdictsQueryKey(keys, true),
    queryFn: ({ signal }) => loadVerdicts(keys, signal),
    staleTime: VERDICTS_STALE_MS,
  });
}

/** Whether the viewer's own server (Jellyfin) is set up on this device: only it knows its titles. */
export function useOwnServer(): boolean {
  return useSourceCredentialsStore((s) => jellyfinSourceConfig(s.credentials) !== undefined);
}

/**
 * Whether each title may play here, as this device sees it: the server's verdict, raised for a
 * viewer with their own server. A title's verdict is undefined while unknown.
 */
export function usePlayVerdicts(titles: readonly TitleRef[], wanted = true) {
  const allowed = useServerAccess();
  const ownServer = useOwnServer();
  const keys = titles.map((t) => titleKey(t.type, t.id));
  const enabled = wanted && allowed && keys.length > 0;
  const query = useQuery({
    queryKey: verdictsQueryKey(keys, allowed),
    queryFn: ({ signal }) => loadVerdicts(keys, signal),
    enabled,
    staleTime: VERDICTS_STALE_MS,
    retry: false,
  });
  const verdictOf = (title: TitleRef): PlayVerdict | undefined =>
    viewerVerdict(query.data?.[titleKey(title.type, title.id)], { ownServer });
  // Settled: known, failed, or never to be asked; lists wait for it so their order does not jump.
  return {
    verdictOf,
    loaded: query.data !== undefined,
    failed: query.isError,
    settled: !enabled || query.data !== undefined || query.isError,
  };
}

export function usePlayVerdict(title: TitleRef): PlayVerdict | undefined {
  return usePlayVerdicts([title]).verdictOf(title);
}
