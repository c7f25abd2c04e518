import { searchWords } from './search-text.ts';

/** What the ranking needs to know of one candidate title; texts are already normalized. */
export interface RankCandidate<T> {
  item: T;
  title: string;
  originalTitle: string;
  /** The titles split into words, when the caller keeps them ready. */
  titleWords?: string[];
  originalWords?: string[];
  popularity: number;
}

/** Higher tiers always rank first; popularity only breaks ties inside a tier. */
export const MatchTier = { exact: 4, prefix: 3, words: 2, fuzzy: 1 } as const;

export interface MatchScore {
  tier: number;
  /** 0–1: how close the words are, only used inside the fuzzy tier. */
  closeness: number;
}

/**
 * Optimal-string-alignment distance: one typo, including a swap of neighbours, costs 1. Three
 * rolling rows keep it free of allocations per cell; it runs for every candidate word.
 */
export function editDistance(a: string, b: string): number {
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, before[j - 2]! + 1);
      }
      current[j] = best;
    }
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/** Typos a word of this length may carry and still match: none for short words. */
function allowedTypos(length: number): number {
  if (length <= 3) return 0;
  if (length <= 7) return 1;
  return 2;
}

/** 1 for an exact or prefix word match, less for a near miss, 0 when too far apart. */
function wordCloseness(queryWord: string, titleWord: string, isLastQueryWord: boolean): number {
  if (queryWord === titleWord) return 1;
  if (isLastQueryWord && titleWord.startsWith(queryWord)) return 0.95;
  const typos = allowedTypos(queryWord.length);
  if (typos === 0) return 0;
  const compared =
    isLastQueryWord && titleWord.length > queryWord.length
      ? titleWord.slice(0, queryWord.length)
      : titleWord;
  if (Math.abs(compared.length - queryWord.length) > typos) return 0;
  const distance = editDistance(queryWord, compared);
  return distance <= typos ? 1 - distance / Math.max(queryWord.length, compared.length) : 0;
}

function fuzzyCloseness(queryWords: string[], titleWords: string[]): number {
  if (titleWords.length === 0) return 0;
  let total = 0;
  for (const [index, queryWord] of queryWords.entries()) {
    const isLast = index === queryWords.length - 1;
    const best = Math.max(...titleWords.map((w) => wordCloseness(queryWord, w, isLast)));
    if (best === 0) return 0;
    total += best;
  }
  return total / queryWords.length;
}

/** How one normalized title answers one normalized query, or null when it does not. */
export function scoreText(
  query: string,
  title: string,
  queryWords: string[] = searchWords(query),
  titleWords: string[] = searchWords(title),
): MatchScore | null {
  if (query.length === 0 || title.length === 0) return null;
  if (title === query) return { tier: MatchTier.exact, closeness: 1 };
  if (title.startsWith(query)) return { tier: MatchTier.prefix, closeness: 1 };
  const allWordsPresent = queryWords.every((q, i) =>
    titleWords.some((t) => t === q || (i === queryWords.length - 1 && t.startsWith(q))),
  );
  if (allWordsPresent) return { tier: MatchTier.words, closeness: 1 };
  const closeness = fuzzyCloseness(queryWords, titleWords);
  return closeness > 0 ? { tier: MatchTier.fuzzy, closeness } : null;
}

function better(a: MatchScore | null, b: MatchScore | null): MatchScore | null {
  if (!a) return b;
  if (!b) return a;
  if (a.tier !== b.tier) return a.tier > b.tier ? a : b;
  return a.closeness >= b.closeness ? a : b;
}

/**
 * Orders the candidates the database found: exact titles, then titles starting with the query,
 * then titles holding every word, then near misses by closeness; popularity decides ties.
 * Candidates that match neither title nor original title are dropped.
 */
export function rankCandidates<T>(query: string, candidates: RankCandidate<T>[]): T[] {
  const scored: { candidate: RankCandidate<T>; score: MatchScore }[] = [];
  const queryWords = searchWords(query);
  for (const candidate of candidates) {
    const byTitle = scoreText(query, candidate.title, queryWords, candidate.titleWords);
    const score =
      candidate.originalTitle === candidate.title || byTitle?.tier === MatchTier.exact
        ? byTitle
        : better(
            byTitle,
            scoreText(query, candidate.originalTitle, queryWords, candidate.originalWords),
          );
    if (score) scored.push({ candidate, score });
  }
  scored.sort(
    (a, b) =>
      b.score.tier - a.score.tier ||
      b.score.closeness - a.score.closeness ||
      b.candidate.popularity - a.candidate.popularity,
  );
  return scored.map((s) => s.candidate.item);
}
