import {
  operatorRemoteSources,
  operatorVerdict,
  parseTitleKey,
  titleKey,
  sourcesThatMayHave,
  MAY_PLAY_PAGE_SIZE,
  type LibraryAvailability,
  type MayPlayKind,
  type MayPlayPage,
  type PlayVerdict,
  type RemoteSource,
  type ScrapeRunRequest,
  type TitleKey,
  type TitleLicense,
} from '@screenroom/core';
import type { SourceMisses } from './source-misses.ts';

export interface AvailabilityDeps {
  library: () => LibraryAvailability;
  /** What the embedded catalog records of the title's rights, undefined when it has no record. */
  licenseOf: (type: 'movie' | 'tv', tmdbId: number) => string | undefined;
  /** The embedded catalog's titles of a kind, most popular first. */
  catalogTitles: (
    type: 'movie' | 'tv',
  ) => readonly { tmdbId: number; popularity: number; license: string }[];
  /** The operator's sources besides the library, by id. */
  operatorSourceIds: readonly string[];
  misses: SourceMisses;
}

function licenseOf(recorded: string | undefined): TitleLicense {
  if (recorded === undefined) return 'unknown';
  return recorded === 'copyrighted' ? 'copyrighted' : 'open';
}

/** The server's verdict on titles, from its library, the catalog and what sources said lately. */
export class AvailabilityService {
  private readonly sources: RemoteSource[];

  constructor(private readonly deps: AvailabilityDeps) {
    this.sources = operatorRemoteSources({
      archive: deps.operatorSourceIds.includes('archive'),
      addonSourceIds: deps.operatorSourceIds.filter((id) => id.startsWith('stremio-')),
    });
  }

  async verdicts(keys: readonly TitleKey[]): Promise<Record<string, PlayVerdict>> {
    const library = this.deps.library();
    const movies = new Set(library.movies);
    const shows = new Set(library.shows);
    const entries = await Promise.all(
      keys.map(async (key): Promise<[string, PlayVerdict] | null> => {
        const title = parseTitleKey(key);
        if (!title) return null;
        const kind = title.type;
        const inLibrary = (kind === 'movie' ? movies : shows).has(title.tmdbId);
        const candidates = this.sources.filter((s) => s.kinds.includes(kind)).map((s) => s.id);
        const missedSourceIds =
          inLibrary || candidates.length === 0
            ? new Set<string>()
            : await this.deps.misses.missed(key, candidates);
        const license = licenseOf(
          this.deps.licenseOf(kind === 'movie' ? 'movie' : 'tv', title.tmdbId),
        );
        return [
          key,
          operatorVerdict({ kind, inLibrary, license, sources: this.sources, missedSourceIds }),
        ];
      }),
    );
    return Object.fromEntries(entries.filter((e): e is [string, PlayVerdict] => e !== null));
  }

  /**
   * A page of the catalog's titles outside the library that may play here, most popular first:
   * those some source could carry (by kind and rights), less those every such source answered not
   * found for lately. Only the page's titles are looked up in the shared cache, so a request costs
   * at most a page of look-ups; a title learned not to play leaves its page one shorter.
   */
  async mayPlayPage(
    kind: MayPlayKind,
    page: number,
    viewer: { ownServer: boolean },
  ): Promise<MayPlayPage> {
    const library = this.deps.library();
    const held = { movie: new Set(library.movies), show: new Set(library.shows) };
    const titles = [
      ...(kind === 'show' ? [] : this.catalogOf('movie')),
      ...(kind === 'movie' ? [] : this.catalogOf('show')),
    ]
      .filter((title) => !held[title.type].has(title.tmdbId))
      .filter(
        (title) =>
          viewer.ownServer ||
          sourcesThatMayHave(title.type, licenseOf(title.license), this.sources, new Set()).length >
            0,
      )
      .sort((a, b) => b.popularity - a.popularity || a.tmdbId - b.tmdbId);
    const totalPages = Math.ceil(titles.length / MAY_PLAY_PAGE_SIZE);
    const slice = titles.slice((page - 1) * MAY_PLAY_PAGE_SIZE, page * MAY_PLAY_PAGE_SIZE);
    // The viewer's own server may have what every operator source missed.
    const verdicts = viewer.ownServer
      ? {}
      : await this.verdicts(slice.map((title) => titleKey(title.type, title.tmdbId)));
    return {
      page,
      totalPages,
      titles: slice
        .filter(
          (title) =>
            viewer.ownServer || verdicts[titleKey(title.type, title.tmdbId)] === 'may-play',
        )
        .map(({ type, tmdbId }) => ({ type, tmdbId })),
    };
  }

  private catalogOf(type: 'movie' | 'show') {
    return this.deps
      .catalogTitles(type === 'movie' ? 'movie' : 'tv')
      .map((title) => ({ ...title, type }));
  }

  /** Whether asking the sources could change the verdict: some operator source is not yet known. */
  async worthChecking(key: TitleKey): Promise<boolean> {
    const verdict = (await this.verdicts([key]))[key];
    return verdict === 'may-play';
  }

  /** Remembers what the operator's sources said of a title in a run (a show's episode speaks for it). */
  async learn(
    media: ScrapeRunRequest['media'],
    outcomes: Map<string, 'found' | 'notfound'>,
  ): Promise<void> {
    const key = titleKey(media.type, media.tmdbId);
    await Promise.all(
      [...outcomes]
        .filter(([sourceId]) => this.deps.operatorSourceIds.includes(sourceId))
        .map(([sourceId, outcome]) =>
          outcome === 'notfound'
            ? this.deps.misses.record(sourceId, key)
            : this.deps.misses.forget(sourceId, key),
        ),
    );
  }
}
