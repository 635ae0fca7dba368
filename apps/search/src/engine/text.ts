// Tokenising and word matching shared by the text index (MiniSearch) and the highlighter, so
// that a hit is highlighted for exactly the words that made it match.

/** A word is a run of characters that are neither spaces nor punctuation (MiniSearch's split). */
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

const normalized = new Map<string, string>();

/** Lower-case and strip diacritics: Algolia ignores accents, and a French shop needs that. */
export function normalize(term: string): string {
  let out = normalized.get(term);
  if (out === undefined) {
    out = term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    // Catalogue words repeat endlessly (highlighting, indexing): remember, within bounds.
    if (normalized.size >= 100_000) normalized.clear();
    normalized.set(term, out);
  }
  return out;
}

export function tokenize(text: string): string[] {
  return text.match(WORD) ?? [];
}

export interface Token {
  text: string;
  start: number;
}

export function tokensWithOffsets(text: string): Token[] {
  return [...text.matchAll(WORD)].map((m) => ({ text: m[0], start: m.index }));
}

export interface WordOptions {
  typoTolerance: boolean;
  /** Algolia's minWordSizefor1Typo / minWordSizefor2Typos (defaults 4 and 8). */
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  /** prefixLast (default), prefixAll or prefixNone. */
  queryType: string;
}

export const DEFAULT_WORD_OPTIONS: WordOptions = {
  typoTolerance: true,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  queryType: 'prefixLast',
};

export function allowedTypos(word: string, options: boolean | WordOptions): number {
  const o =
    typeof options === 'boolean' ? { ...DEFAULT_WORD_OPTIONS, typoTolerance: options } : options;
  if (!o.typoTolerance) return 0;
  const length = [...word].length;
  if (length >= o.minWordSizefor2Typos) return 2;
  if (length >= o.minWordSizefor1Typo) return 1;
  return 0;
}

/** Levenshtein distance, giving up (returning max + 1) as soon as it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Typos between a query word and a document word: the edit distance, where swapping two
 * adjacent letters of the query word counts as one typo (Algolia's rule), not two.
 */
export function typoDistance(word: string, docWord: string, max: number): number {
  let best = editDistance(word, docWord, max);
  for (let i = 0; best > 1 && i + 1 < word.length; i++) {
    if (word[i] === word[i + 1]) continue;
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    best = Math.min(best, 1 + editDistance(swapped, docWord, max - 1));
  }
  return best;
}

export interface QueryWord {
  /** As typed, reported in `matchedWords`. */
  original: string;
  normalized: string;
  /** Only the last word is a prefix with Algolia's default `queryType: prefixLast`. */
  prefix: boolean;
  maxTypos: number;
  /**
   * Whole terms that also stand for this word, each as one typo (Algolia's splitting and
   * concatenation): the halves of a split, the word joined with a neighbour. Set per query
   * from the index's terms (text-alternatives.ts).
   */
  alternatives?: readonly string[];
}

export function queryWords(query: string, options: boolean | WordOptions): QueryWord[] {
  const o =
    typeof options === 'boolean' ? { ...DEFAULT_WORD_OPTIONS, typoTolerance: options } : options;
  const words = tokenize(query);
  // A trailing space means the user finished the last word: no prefix matching then.
  const prefixLast = o.queryType === 'prefixLast' && !/\s$/u.test(query);
  return words
    .map((original, i) => {
      const normalized = normalize(original);
      return {
        original,
        normalized,
        prefix: o.queryType === 'prefixAll' || (prefixLast && i === words.length - 1),
        maxTypos: allowedTypos(normalized, o),
      };
    })
    .filter((w) => w.normalized.length > 0);
}

export type WordMatch = { kind: 'exact' } | { kind: 'prefix' } | { kind: 'typo'; typos: number };

/** How a (normalised) document word matches a query word, or null when it does not. */
export function matchWord(word: QueryWord, docWord: string): WordMatch | null {
  if (docWord === word.normalized) return { kind: 'exact' };
  if (word.prefix && docWord.startsWith(word.normalized)) return { kind: 'prefix' };
  if (word.alternatives?.includes(docWord)) return { kind: 'typo', typos: 1 };
  if (word.maxTypos === 0) return null;
  const typos = typoDistance(word.normalized, docWord, word.maxTypos);
  return typos <= word.maxTypos ? { kind: 'typo', typos } : null;
}
