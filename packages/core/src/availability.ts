// zod/mini, whose schemas carry no methods: the web app's first paint reads this module, and
// mini leaves most of zod out of its download.
import { z } from 'zod/mini';
import type { MediaType } from './media-id.ts';

/**
 * Whether a title may play here, known before anyone presses play: `plays` when our library has
 * it, `may-play` when some source that could have it has not said it does not, `none` when no
 * source here can have it (or every one answered not found recently).
 */
export const playVerdicts = ['plays', 'may-play', 'none'] as const;
export type PlayVerdict = (typeof playVerdicts)[number];

/** `movie-238`, `show-1399`: how the availability calls name a title. */
export type TitleKey = `${MediaType}-${number}`;

export function titleKey(type: MediaType, tmdbId: number | string): TitleKey {
  return `${type}-${Number(tmdbId)}`;
}

const titleKeyPattern = /^(movie|show)-([1-9][0-9]{0,9})$/;

export function parseTitleKey(text: string): { type: MediaType; tmdbId: number } | null {
  const match = titleKeyPattern.exec(text);
  if (!match?.[1] || !match[2]) return null;
  return { type: match[1] as MediaType, tmdbId: Number(match[2]) };
}

/** The most titles one availability request may name: a page of results or a carousel or two. */
export const AVAILABILITY_MAX_TITLES = 100;

/** `GET /availability?titles=movie-1,show-2` answers the server's verdict for each title named. */
export const availabilityAnswerSchema = z.object({
  titles: z.record(z.string(), z.enum(playVerdicts)),
});
export type AvailabilityAnswer = z.infer<typeof availabilityAnswerSchema>;

/** A source besides the library, as far as availability is concerned. */
export interface RemoteSource {
  id: string;
  kinds: readonly MediaType[];
  /**
   * It carries only films anyone may share (the Internet Archive's film collections), so a title
   * the catalog records as copyrighted cannot be there.
   */
  openLicensesOnly: boolean;
}

/** What the catalog says of a title's rights; `unknown` for titles of the real movie database. */
export type TitleLicense = 'open' | 'copyrighted' | 'unknown';

/** The operator's sources as the server and the web app both build them (same ids as providers'). */
export function operatorRemoteSources(config: {
  archive: boolean;
  addonSourceIds: readonly string[];
}): RemoteSource[] {
  return [
    ...(config.archive
      ? [{ id: 'archive', kinds: ['movie'], openLicensesOnly: true } as const]
      : []),
    // An addon's manifest declares its kinds, but reading it costs a request: assume both.
    ...config.addonSourceIds.map((id) => ({
      id,
      kinds: ['movie', 'show'] as const,
      openLicensesOnly: false,
    })),
  ];
}

/** The remote sources that could have this title and have not answered not found for it lately. */
export function sourcesThatMayHave(
  kind: MediaType,
  license: TitleLicense,
  sources: readonly RemoteSource[],
  missedSourceIds: ReadonlySet<string>,
): RemoteSource[] {
  return sources.filter(
    (source) =>
      source.kinds.includes(kind) &&
      !(source.openLicensesOnly && license === 'copyrighted') &&
      !missedSourceIds.has(source.id),
  );
}

/** The server's verdict from its library and the operator's sources. */
export function operatorVerdict(input: {
  kind: MediaType;
  inLibrary: boolean;
  license: TitleLicense;
  sources: readonly RemoteSource[];
  missedSourceIds: ReadonlySet<string>;
}): PlayVerdict {
  if (input.inLibrary) return 'plays';
  const left = sourcesThatMayHave(input.kind, input.license, input.sources, input.missedSourceIds);
  return left.length > 0 ? 'may-play' : 'none';
}

/**
 * The verdict on this device: the server's, raised to `may-play` when the viewer's own server
 * (Jellyfin) is set up, since only it can say what it holds. Undefined while the server's answer
 * is not known.
 */
export function viewerVerdict(
  server: PlayVerdict | undefined,
  viewer: { ownServer: boolean },
): PlayVerdict | undefined {
  if (server === undefined) return undefined;
  if (server === 'none' && viewer.ownServer) return 'may-play';
  return server;
}

/** Play is offered unless no source here can have the title; unknown yet counts as maybe. */
export function mayPlay(verdict: PlayVerdict | undefined): boolean {
  return verdict !== 'none';
}

const verdictRank: Record<PlayVerdict | 'unknown', number> = {
  plays: 0,
  'may-play': 1,
  unknown: 2,
  none: 3,
};

/** Titles that play first, then those that may, then unknown, then none; otherwise in order. */
export function playableFirst<T>(
  items: readonly T[],
  verdictOf: (item: T) => PlayVerdict | undefined,
): T[] {
  return items
    .map((item, index) => ({ item, index, rank: verdictRank[verdictOf(item) ?? 'unknown'] }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}

/**
 * What the random pick may land on: titles that may play, each with an equal chance. Empty when
 * nothing known may play (the pick then says so instead of opening a title that cannot).
 */
export function randomPickCandidates<T>(
  items: readonly T[],
  verdictOf: (item: T) => PlayVerdict | undefined,
): T[] {
  return items.filter((item) => {
    const verdict = verdictOf(item);
    return verdict === 'plays' || verdict === 'may-play';
  });
}

/**
 * The "Plays here" filter starts on when fewer than a quarter of the catalog plays: then most of
 * what the viewer would see cannot be watched. The viewer's own choice, once made, wins.
 */
export function playsHereFilterDefault(playableTitles: number, catalogTitles: number): boolean {
  if (catalogTitles <= 0) return false;
  return playableTitles * 4 < catalogTitles;
}

export function playsHereFilterOn(
  chosen: boolean | null,
  playableTitles: number,
  catalogTitles: number,
): boolean {
  return chosen ?? playsHereFilterDefault(playableTitles, catalogTitles);
}
