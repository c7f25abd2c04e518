import { letterBits, searchText, type SearchText } from './search-text.ts';

/** What the ranking needs to know of one candidate; texts are already normalized. */
export interface RankCandidate<T> {
  item: T;
  title: string;
  originalTitle: string;
  /** The titles prepared for matching, when the caller keeps them ready. */
  titleText?: SearchText;
  originalText?: SearchText;
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
 * rolling rows keep it free of allocations per cell.
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

// Rows reused by every bounded comparison: search compares thousands of word pairs per query.
let rowBefore = new Int32Array(64);
let rowPrevious = new Int32Array(64);
let rowCurrent = new Int32Array(64);

/**
 * The same distance between `a` and `b.slice(from, to)`, but only as far as `max`: anything
 * farther answers `max + 1`. Only the cells within `max` of the diagonal are filled, and the
 * comparison stops at the first row where every cell is already over `max`, so most pairs of
 * unrelated words cost a few steps.
 */
export function boundedEditDistance(
  a: string,
  b: string,
  max: number,
  from = 0,
  to = b.length,
): number {
  const n = a.length;
  const m = to - from;
  const over = max + 1;
  if (Math.abs(n - m) > max) return over;
  if (n === 0 || m === 0) return Math.max(n, m);
  if (rowPrevious.length <= m + 1) {
    rowBefore = new Int32Array(m + 2);
    rowPrevious = new Int32Array(m + 2);
    rowCurrent = new Int32Array(m + 2);
  }
  let before = rowBefore;
  let previous = rowPrevious;
  let current = rowCurrent;
  for (let j = 0; j <= m; j++) previous[j] = j <= max ? j : over;
  for (let i = 1; i <= n; i++) {
    const low = Math.max(1, i - max);
    const high = Math.min(m, i + max);
    current[low - 1] = low === 1 ? Math.min(i, over) : over;
    let rowBest = current[low - 1]!;
    const letter = a.charCodeAt(i - 1);
    for (let j = low; j <= high; j++) {
      const other = b.charCodeAt(from + j - 1);
      let best = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (letter === other ? 0 : 1),
      );
      if (
        i > 1 &&
        j > 1 &&
        letter === b.charCodeAt(from + j - 2) &&
        a.charCodeAt(i - 2) === other
      ) {
        best = Math.min(best, before[j - 2]! + 1);
      }
      current[j] = best;
      if (best < rowBest) rowBest = best;
    }
    if (high < m) current[high + 1] = over;
    if (rowBest > max) return over;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[m]!, over);
}

/**
 * Typos a word may carry and still match, by the length of the longer of the two words: none
 * under four letters, so "cat" never finds "car", but "drk" finds "dark"; one up to seven
 * letters; two from eight.
 */
function allowedTypos(length: number): number {
  if (length <= 3) return 0;
  if (length <= 7) return 1;
  return 2;
}

/**
 * 1 for identical texts, less the more typos it takes, 0 when too far apart. `word` is the
 * length of the title word compared: a word under four letters takes no typos, even where the
 * query word is longer ("then" does not find "the").
 */
function typoCloseness(
  query: string,
  text: string,
  from: number,
  to: number,
  word: number,
): number {
  if (word <= 3) return 0;
  const longer = Math.max(query.length, to - from);
  const typos = allowedTypos(longer);
  if (typos === 0) return 0;
  const distance = boundedEditDistance(query, text, typos, from, to);
  return distance <= typos ? 1 - distance / longer : 0;
}

/**
 * 1 for the same word or, for the last word typed, the start of one; less for a near miss; 0
 * when too far apart. The last word may be unfinished, so it is also laid over the title word's
 * starts one letter shorter or longer than itself (a letter dropped or added while typing).
 */
function wordCloseness(queryWord: string, titleWord: string, isLastQueryWord: boolean): number {
  if (queryWord === titleWord) return 1;
  if (isLastQueryWord && titleWord.startsWith(queryWord)) return 0.95;
  let best = typoCloseness(queryWord, titleWord, 0, titleWord.length, titleWord.length);
  if (isLastQueryWord) {
    const shortest = Math.max(1, queryWord.length - 1);
    const longest = Math.min(titleWord.length - 1, queryWord.length + 1);
    for (let length = shortest; length <= longest; length++) {
      best = Math.max(best, typoCloseness(queryWord, titleWord, 0, length, titleWord.length));
    }
  }
  return best;
}

/** Every query word near some title word, in any order: the mean of how near. */
function wordsCloseness(queryWords: string[], titleWords: string[]): number {
  if (titleWords.length === 0) return 0;
  let total = 0;
  for (let index = 0; index < queryWords.length; index++) {
    const queryWord = queryWords[index]!;
    const isLast = index === queryWords.length - 1;
    let best = 0;
    for (const titleWord of titleWords) {
      best = Math.max(best, wordCloseness(queryWord, titleWord, isLast));
      if (best === 1) break;
    }
    if (best === 0) return 0;
    total += best;
  }
  return total / queryWords.length;
}

/** Letters into its last word a run-together query must reach when it stops inside it. */
const JOINED_PARTIAL_WORD = 3;

/**
 * The query's letters without spaces laid over neighbouring title words, also without spaces:
 * this finds a space dropped ("pulpfiction", "thedark knight") or added ("pulp fic tion"), and
 * one typo besides when the run is four letters or more. The run starts where a title word
 * starts and ends where one ends, or at least three letters into its last word, since the last
 * word typed may be unfinished. A one-word query against one title word is the word
 * comparison's business, so such a query must span two title words at least.
 */
function joinedCloseness(query: SearchText, title: SearchText): number {
  const letters = query.joined;
  const typos = Math.min(1, allowedTypos(letters.length));
  const { starts, ends, joined } = title;
  const wordsSpanned = query.words.length > 1 ? 0 : 1;
  let best = 0;
  for (let first = 0; first + wordsSpanned < starts.length; first++) {
    const from = starts[first]!;
    for (let length = letters.length - typos; length <= letters.length + typos; length++) {
      const to = from + length;
      if (to > joined.length) break;
      if (!endsAcceptably(to, first + wordsSpanned, starts, ends)) continue;
      const distance = boundedEditDistance(letters, joined, typos, from, to);
      if (distance <= typos) best = Math.max(best, 1 - distance / Math.max(letters.length, length));
    }
  }
  return best;
}

/** Whether a run may end at `to` in word `lastAtLeast` or a later one: see `joinedCloseness`. */
function endsAcceptably(
  to: number,
  lastAtLeast: number,
  starts: number[],
  ends: number[],
): boolean {
  for (let last = lastAtLeast; last < ends.length; last++) {
    if (to === ends[last]) return true;
    if (to >= starts[last]! + JOINED_PARTIAL_WORD && to < ends[last]!) return true;
    if (to < ends[last]!) return false;
  }
  return false;
}

/** The most typos a query word of this length may carry against any title word. */
function mostTypos(length: number): number {
  let most = allowedTypos(length);
  for (let other = length + 1; other <= length + 2; other++) {
    const typos = allowedTypos(other);
    if (other - length <= typos) most = Math.max(most, typos);
  }
  return most;
}

/**
 * A query prepared once for every title it is compared with. Each typo brings at most one
 * letter the title does not have, so a title lacking more of a word's letters than the word may
 * carry typos cannot match it: most titles are passed over this way before any typo is counted.
 */
interface PreparedQuery extends SearchText {
  wordLetters: number[];
  wordTypos: number[];
  joinedTypos: number;
}

function prepareQuery(query: string): PreparedQuery {
  const text = searchText(query);
  return {
    ...text,
    wordLetters: text.words.map(letterBits),
    wordTypos: text.words.map((word) => mostTypos(word.length)),
    joinedTypos: Math.min(1, allowedTypos(text.joined.length)),
  };
}

function bitCount(bits: number): number {
  let rest = bits - ((bits >>> 1) & 0x55555555);
  rest = (rest & 0x33333333) + ((rest >>> 2) & 0x33333333);
  return (((rest + (rest >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function wordsMayMatch(query: PreparedQuery, title: SearchText): boolean {
  for (let index = 0; index < query.wordLetters.length; index++) {
    if (bitCount(query.wordLetters[index]! & ~title.letters) > query.wordTypos[index]!) {
      return false;
    }
  }
  return true;
}

/** How one prepared title answers one prepared query, or null when it does not. */
function scorePrepared(query: PreparedQuery, title: SearchText): MatchScore | null {
  if (query.text.length === 0 || title.text.length === 0) return null;
  const missing = query.letters & ~title.letters;
  if (missing === 0) {
    if (title.text === query.text) return { tier: MatchTier.exact, closeness: 1 };
    if (title.text.startsWith(query.text)) return { tier: MatchTier.prefix, closeness: 1 };
    if (allWordsPresent(query.words, title.words)) {
      return { tier: MatchTier.words, closeness: 1 };
    }
  }
  // Word by word first: where every word finds its match, that says best how near the title
  // is ("the dakr knight" is nearer "The Dark Knight" than "The Dark Night", though both are
  // one letter away with the spaces left out). Only where that fails are words run together.
  const byWords = wordsMayMatch(query, title) ? wordsCloseness(query.words, title.words) : 0;
  const closeness =
    byWords > 0 ||
    (title.words.length === 1 && query.words.length === 1) ||
    bitCount(missing) > query.joinedTypos
      ? byWords
      : joinedCloseness(query, title);
  return closeness > 0 ? { tier: MatchTier.fuzzy, closeness } : null;
}

/** Every query word is a title word, the last one perhaps only its start. */
function allWordsPresent(queryWords: string[], titleWords: string[]): boolean {
  for (let index = 0; index < queryWords.length; index++) {
    const queryWord = queryWords[index]!;
    const isLast = index === queryWords.length - 1;
    let found = false;
    for (const titleWord of titleWords) {
      if (titleWord === queryWord || (isLast && titleWord.startsWith(queryWord))) {
        found = true;
        break;
      }
    }
    if (!found) return false;
  }
  return true;
}

/** How one normalized title answers one normalized query, or null when it does not. */
export function scoreText(query: string, title: string): MatchScore | null {
  return scorePrepared(prepareQuery(query), searchText(title));
}

function better(a: MatchScore | null, b: MatchScore | null): MatchScore | null {
  if (!a) return b;
  if (!b) return a;
  if (a.tier !== b.tier) return a.tier > b.tier ? a : b;
  return a.closeness >= b.closeness ? a : b;
}

/**
 * Search is written here rather than taken from a library: MiniSearch is as fast but matches
 * word by word, so it misses words run together or split (about a third of the benchmark's
 * misspelled queries), and fuse.js finds them but takes milliseconds per query over the
 * catalog; neither ranks in the tiers below, which the database's answers must keep.
 *
 * Orders the candidates: exact titles, then titles starting with the query, then titles holding
 * every word, then near misses (typos, spaces dropped or added) by closeness; popularity decides
 * ties, and the candidates' own order after it. Candidates that match neither title nor
 * original title are dropped.
 */
export function rankCandidates<T>(query: string, candidates: Iterable<RankCandidate<T>>): T[] {
  const scored: { candidate: RankCandidate<T>; score: MatchScore }[] = [];
  const prepared = prepareQuery(query);
  for (const candidate of candidates) {
    const titleText = candidate.titleText ?? searchText(candidate.title);
    const byTitle = scorePrepared(prepared, titleText);
    const score =
      candidate.originalTitle === candidate.title || byTitle?.tier === MatchTier.exact
        ? byTitle
        : better(
            byTitle,
            scorePrepared(prepared, candidate.originalText ?? searchText(candidate.originalTitle)),
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
