import {
  operatorRemoteSources,
  operatorVerdict,
  parseTitleKey,
  titleKey,
  type LibraryAvailability,
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
