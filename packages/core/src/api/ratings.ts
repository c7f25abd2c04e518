// zod/mini, as every schema the web app reads: one classic schema there would bring zod's
// chained-method layer, and every format it offers, into the app's downloads.
import { z } from 'zod/mini';
import { defineRoutes } from './route-table.ts';

/**
 * A title's ratings as our server answers GET /ratings/{movie|tv}/{tmdbId}: the film database's
 * score, the review aggregator's and Metacritic's, each null when OMDb has none. The server builds
 * it from OMDb's answer (`ratingsFromOmdb`) and the browser checks it against the same schema.
 */

export const imdbRatingSchema = z.object({
  /** Out of 10, one decimal. */
  rating: z.number().check(z.gte(0), z.lte(10)),
  /** Null when OMDb gives the score without a vote count. */
  votes: z.nullable(z.number().check(z.int(), z.nonnegative())),
  url: z.url(),
});

/** The aggregator's certified flag is not in OMDb's data, so the icon is fresh or rotten only. */
export const tomatoIconSchema = z.enum(['fresh', 'rotten']);

export const rottenTomatoesRatingSchema = z.object({
  /** Per cent of positive reviews. */
  tomatoScore: z.number().check(z.int(), z.gte(0), z.lte(100)),
  tomatoIcon: tomatoIconSchema,
  /** The title's page on the aggregator, when OMDb knows it. */
  url: z.optional(z.url()),
});

export const metacriticRatingSchema = z.object({
  /** Out of 100. */
  score: z.number().check(z.int(), z.gte(0), z.lte(100)),
});

export const titleRatingsSchema = z.object({
  imdb: z.nullable(imdbRatingSchema),
  rottenTomatoes: z.nullable(rottenTomatoesRatingSchema),
  metacritic: z.nullable(metacriticRatingSchema),
});

export type ImdbRating = z.infer<typeof imdbRatingSchema>;
export type TomatoIcon = z.infer<typeof tomatoIconSchema>;
export type RottenTomatoesRating = z.infer<typeof rottenTomatoesRatingSchema>;
export type MetacriticRating = z.infer<typeof metacriticRatingSchema>;
export type TitleRatings = z.infer<typeof titleRatingsSchema>;

/** The aggregator calls a title fresh from 60 % of positive reviews. */
export const FRESH_FROM_SCORE = 60;

export function tomatoIconFor(score: number): TomatoIcon {
  return score >= FRESH_FROM_SCORE ? 'fresh' : 'rotten';
}

/** What OMDb's answer for one title (`?i=tt…`) means to us. */
export type OmdbOutcome =
  | { kind: 'found'; ratings: TitleRatings }
  | { kind: 'notFound' }
  | { kind: 'limitReached' }
  | { kind: 'keyRefused'; message: string }
  | { kind: 'failed'; message: string };

const omdbAnswerSchema = z.looseObject({
  Response: z.optional(z.string()),
  Error: z.optional(z.string()),
  imdbID: z.optional(z.string()),
  imdbRating: z.optional(z.string()),
  imdbVotes: z.optional(z.string()),
  Metascore: z.optional(z.string()),
  tomatoURL: z.optional(z.string()),
  Ratings: z.optional(z.array(z.unknown())),
});

const omdbRatingEntrySchema = z.object({ Source: z.string(), Value: z.string() });

/** OMDb fills a field it has no value for with `N/A`; blank is the same. */
function present(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return !trimmed || trimmed.toUpperCase() === 'N/A' ? undefined : trimmed;
}

/** `8.5/10` → 8.5; `94%` → 94; `74/100` → 74: the number before the scale, if it is on it. */
function scoreOn(value: string | undefined, scale: '/10' | '%' | '/100'): number | undefined {
  const text = present(value)?.replace(/\s+/g, '');
  if (!text?.endsWith(scale)) return undefined;
  return plainNumber(text.slice(0, -scale.length));
}

function plainNumber(text: string | undefined): number | undefined {
  if (!text || !/^\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/** `1,234,567` → 1234567. */
function voteCount(value: string | undefined): number | undefined {
  const text = present(value)?.replace(/[,\s]/g, '');
  return text && /^\d+$/.test(text) ? Number(text) : undefined;
}

function inRange(value: number | undefined, max: number): number | undefined {
  return value !== undefined && value >= 0 && value <= max ? value : undefined;
}

function httpUrl(value: string | undefined): string | undefined {
  const text = present(value);
  if (!text) return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** OMDb's error texts, such as `Movie not found!`, `Invalid API key!`, `Request limit reached!`. */
const errorKinds: [RegExp, OmdbOutcome['kind']][] = [
  [/not found|incorrect imdb id/i, 'notFound'],
  [/limit reached/i, 'limitReached'],
  [/api key/i, 'keyRefused'],
];

/**
 * Reads OMDb's answer for one title. `imdbId` is what we asked for: it makes the film database's
 * link, since OMDb may leave its own `imdbID` out of a partial answer. Scores are taken from the
 * `Ratings` list first and from the older top-level fields (`imdbRating`, `Metascore`) when the
 * list lacks them; anything unreadable counts as absent rather than failing the whole answer.
 */
export function ratingsFromOmdb(body: unknown, imdbId: string): OmdbOutcome {
  const parsed = omdbAnswerSchema.safeParse(body);
  if (!parsed.success) return { kind: 'failed', message: 'OMDb answered in an unexpected shape' };
  const answer = parsed.data;
  if (answer.Response?.toLowerCase() !== 'true') {
    const message = present(answer.Error) ?? 'OMDb answered without a result';
    const kind = errorKinds.find(([pattern]) => pattern.test(message))?.[1] ?? 'failed';
    if (kind === 'notFound' || kind === 'limitReached') return { kind };
    return kind === 'keyRefused' ? { kind, message } : { kind: 'failed', message };
  }
  const sources = new Map<string, string>();
  for (const entry of answer.Ratings ?? []) {
    const rating = omdbRatingEntrySchema.safeParse(entry);
    if (rating.success) sources.set(rating.data.Source.trim().toLowerCase(), rating.data.Value);
  }

  const imdbScore = inRange(
    scoreOn(sources.get('internet movie database'), '/10') ??
      plainNumber(present(answer.imdbRating)),
    10,
  );
  const tomatoScore = inRange(scoreOn(sources.get('rotten tomatoes'), '%'), 100);
  const metascore = inRange(
    scoreOn(sources.get('metacritic'), '/100') ?? plainNumber(present(answer.Metascore)),
    100,
  );
  const tomatoUrl = httpUrl(answer.tomatoURL);

  return {
    kind: 'found',
    ratings: {
      imdb:
        imdbScore === undefined
          ? null
          : {
              rating: imdbScore,
              votes: voteCount(answer.imdbVotes) ?? null,
              url: `https://www.imdb.com/title/${imdbId}/`,
            },
      rottenTomatoes:
        tomatoScore === undefined
          ? null
          : {
              tomatoScore: Math.round(tomatoScore),
              tomatoIcon: tomatoIconFor(tomatoScore),
              ...(tomatoUrl ? { url: tomatoUrl } : {}),
            },
      metacritic: metascore === undefined ? null : { score: Math.round(metascore) },
    },
  };
}

/** Whether any of the three scores is there (the details window shows nothing otherwise). */
export function hasAnyRating(ratings: TitleRatings): boolean {
  return ratings.imdb !== null || ratings.rottenTomatoes !== null || ratings.metacritic !== null;
}

/** `GET /ratings/{movie|tv}/{tmdbId}`: the title's ratings. */
export const ratingsParamsSchema = z.object({
  media: z.enum(['movie', 'tv']),
  tmdbId: z.coerce.number().check(z.int(), z.positive()),
});

export const ratingsRoutes = defineRoutes({
  ratings: {
    method: 'GET',
    path: '/ratings/:media/:tmdbId',
    summary: "The title's ratings, all null when OMDb does not know it; 404 without an OMDb key",
    auth: 'access',
    params: ratingsParamsSchema,
    answer: titleRatingsSchema,
  },
});
