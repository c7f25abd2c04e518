import type {
  ScrapeCredentials,
  ScrapeEmbedRequest,
  ScrapeEvent,
  ScrapeRunRequest,
  ScrapeSourceRequest,
  ScraperList,
} from '@screenroom/core';
import {
  defaultEmbeds,
  defaultSources,
  errorReason,
  errorStatus,
  makeJellyfinSource,
  makeProviders,
  makeStandardFetcher,
  LIBRARY_SOURCE_ID,
  runAllWithSiblings,
  type Embed,
  type FetchLike,
  type RunnerEvents,
  type SingleScraperEvents,
  type Sourcerer,
  type SourcesConfig,
} from '@screenroom/providers';
import { ScrapeOutcomes } from '../availability/scrape-outcomes.ts';
import { HttpError } from '../http/errors.ts';
import { asViewer } from './scrape-fetch.ts';

export type ScrapeEventSink = (event: ScrapeEvent) => void;

/** Told after every full run what each source said of the title (see scrape-outcomes.ts). */
export type ScrapeOutcomeListener = (
  media: ScrapeRunRequest['media'],
  outcomes: Map<string, 'found' | 'notfound'>,
) => void;

/** What the server's sources know about this deployment; the viewer's parts come per request. */
export type ScrapeDeployment = {
  archiveUrl: string;
  stremioAddons: readonly string[];
};

export type ScrapeServiceOptions = {
  deployment: ScrapeDeployment;
  /** Every request of every source goes through here (see scrape-fetch.ts). */
  fetch: FetchLike;
  /** At most this many runs at once in this process; more answer 503. */
  maxConcurrent: number;
  /** Replace the shipped scrapers, for tests. */
  sources?: (config: SourcesConfig) => Sourcerer[];
  embeds?: Embed[];
  warn: (message: string) => void;
};

/** The sources our server runs for one request: the operator's, plus the viewer's own services. */
export function serverSourcesConfig(
  deployment: ScrapeDeployment,
  credentials: ScrapeCredentials | undefined,
): SourcesConfig {
  const config: SourcesConfig = {
    // The library is asked in process, by path.
    libraryBaseUrl: '',
    ...(deployment.archiveUrl === '' ? {} : { archiveUrl: deployment.archiveUrl }),
    stremioAddons: [...deployment.stremioAddons],
    ...(credentials?.jellyfin ? { jellyfin: credentials.jellyfin } : {}),
  };
  return config;
}

/**
 * An update as a line: the error object stays here, its message travels as `reason` and its kind
 * as `reasonCode`, which the web app words in the viewer's language.
 */
function singleEvents(sink: ScrapeEventSink): Required<SingleScraperEvents> {
  return {
    update: ({ id, percentage, status, reason, reasonCode }) =>
      sink({
        type: 'update',
        id,
        percentage,
        status,
        ...(reason === undefined ? {} : { reason }),
        ...(reasonCode === undefined ? {} : { reasonCode }),
      }),
  };
}

function sinkEvents(sink: ScrapeEventSink): RunnerEvents {
  return {
    init: ({ sourceIds }) => sink({ type: 'init', sourceIds }),
    start: (id) => sink({ type: 'start', id }),
    ...singleEvents(sink),
    discoverEmbeds: ({ sourceId, embeds }) => sink({ type: 'discoverEmbeds', sourceId, embeds }),
  };
}

function errorEvent(error: unknown): ScrapeEvent {
  return { type: 'error', status: errorStatus(error), message: errorReason(error) };
}

/** Runs sources for the web app, writing the runner's events as they happen. */
export class ScrapeService {
  private running = 0;
  /**
   * The operator's sources are made once: a Stremio source keeps its addon's manifest (and a
   * failed fetch of it for a while), which a source made per request would ask for every time.
   */
  private readonly deploymentSources: Sourcerer[];
  private readonly deploymentEmbeds: Embed[];
  private outcomeListener: ScrapeOutcomeListener | undefined;

  constructor(private readonly options: ScrapeServiceOptions) {
    const config = serverSourcesConfig(options.deployment, undefined);
    this.deploymentSources = defaultSources(config);
    this.deploymentEmbeds = options.embeds ?? defaultEmbeds(config);
  }

  /** `authorization` is the asking viewer's header, handed only to our own routes. */
  private providers(credentials: ScrapeCredentials | undefined, authorization?: string) {
    const sources = this.options.sources
      ? this.options.sources(serverSourcesConfig(this.options.deployment, credentials))
      : [
          ...this.deploymentSources,
          // The viewer's own server comes with each request and is not kept.
          ...(credentials?.jellyfin ? [makeJellyfinSource(credentials.jellyfin)] : []),
        ];
    return {
      // One fetcher for both: nothing on the server needs a proxy to reach a host.
      fetcher: makeStandardFetcher(asViewer(this.options.fetch, authorization)),
      sources,
      embeds: this.deploymentEmbeds,
      warn: this.options.warn,
    };
  }

  /** The operator's sources besides the library: what the availability module reasons about. */
  operatorSourceIds(): string[] {
    return this.deploymentSources.map((s) => s.id).filter((id) => id !== LIBRARY_SOURCE_ID);
  }

  onOutcomes(listener: ScrapeOutcomeListener): void {
    this.outcomeListener = listener;
  }

  /** The sources and embeds a run without the viewer's credentials has, highest rank first. */
  list(): ScraperList {
    const providers = makeProviders(this.providers(undefined));
    const info = ({ id, name, rank }: { id: string; name: string; rank: number }) => ({
      id,
      name,
      rank,
    });
    return {
      sources: providers.listSources().map(info),
      embeds: providers.listEmbeds().map(info),
    };
  }

  /**
   * Claims a run slot before anything is written, so a full server answers 503 instead of a
   * stream; `release` must be called once the run ends.
   */
  claim(): { release(): void } {
    if (this.running >= this.options.maxConcurrent) {
      throw new HttpError(503, 'Too many scrapes are running on this server, try again shortly');
    }
    this.running += 1;
    let released = false;
    return {
      release: () => {
        if (released) return;
        released = true;
        this.running -= 1;
      },
    };
  }

  async run(
    request: ScrapeRunRequest,
    sink: ScrapeEventSink,
    signal: AbortSignal,
    authorization?: string,
  ): Promise<void> {
    const deps = this.providers(request.credentials, authorization);
    const outcomes = new ScrapeOutcomes();
    const seen: ScrapeEventSink = (event) => {
      outcomes.see(event);
      sink(event);
    };
    try {
      const found = await runAllWithSiblings(deps, {
        media: request.media,
        ...(request.sourceOrder ? { sourceOrder: request.sourceOrder } : {}),
        events: sinkEvents(seen),
        signal,
      });
      seen({ type: 'done', result: found });
      this.outcomeListener?.(request.media, outcomes.outcomes());
    } catch (error) {
      if (!signal.aborted) sink(errorEvent(error));
    }
  }

  /** One source or one embed: its updates as lines, then its last line or the error's. */
  private async single(
    sink: ScrapeEventSink,
    signal: AbortSignal,
    scrape: (events: SingleScraperEvents) => Promise<ScrapeEvent>,
  ): Promise<void> {
    try {
      sink(await scrape(singleEvents(sink)));
    } catch (error) {
      if (!signal.aborted) sink(errorEvent(error));
    }
  }

  runSource(
    request: ScrapeSourceRequest,
    sink: ScrapeEventSink,
    signal: AbortSignal,
    authorization?: string,
  ) {
    const providers = makeProviders(this.providers(request.credentials, authorization));
    return this.single(sink, signal, async (events) => {
      const output = await providers.runSourceScraper({
        id: request.id,
        media: request.media,
        events,
        signal,
      });
      return { type: 'sourceDone', streams: output.stream, embeds: output.embeds };
    });
  }

  runEmbed(
    request: ScrapeEmbedRequest,
    sink: ScrapeEventSink,
    signal: AbortSignal,
    authorization?: string,
  ) {
    const providers = makeProviders(this.providers(request.credentials, authorization));
    return this.single(sink, signal, async (events) => {
      const output = await providers.runEmbedScraper({
        id: request.id,
        url: request.url,
        events,
        signal,
      });
      return { type: 'embedDone', streams: output.stream };
    });
  }
}
