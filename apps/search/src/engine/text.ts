// Tokenising and word matching shared by the text index (MiniSearch) and the highlighter, so
// that a hit is highlighted for exactly the words that made it match.

/** A word is a run of characters that are neither spaces nor punctuation (MiniSearch's split). */
const WORD = /[^\n\r\p{Z}\p{P}]+/gu;

/** Lower-case and strip diacritics: Algolia ignores accents, and a French shop needs that. */
export function normalize(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
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

/** Algolia's defaults: minWordSizefor1Typo = 4, minWordSizefor2Typos = 8. */
export function allowedTypos(word: string, typoTolerance: boolean): number {
  if (!typoTolerance) return 0;
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
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

export interface QueryWord {
  /** As typed, reported in `matchedWords`. */
  original: string;
  normalized: string;
  /** Only the last word of the query is a prefix (Algolia's `prefixLast`). */
  prefix: boolean;
  maxTypos: number;
}

export function queryWords(query: string, typoTolerance: boolean): QueryWord[] {
  const words = tokenize(query);
  // A trailing space means the user finished the last word: no prefix matching then.
  const prefixLast = !/\s$/u.test(query);
  return words
    .map((original, i) => {
      const normalized = normalize(original);
      return {
        original,
        normalized,
        prefix: prefixLast && i === words.length - 1,
        maxTypos: allowedTypos(normalized, typoTolerance),
      };
    })
    .filter((w) => w.normalized.length > 0);
}

export type WordMatch = { kind: 'exact' } | { kind: 'prefix' } | { kind: 'typo'; typos: number };

/** How a (normalised) document word matches a query word, or null when it does not. */
export function matchWord(word: QueryWord, docWord: string): WordMatch | null {
  if (docWord === word.normalized) return { kind: 'exact' };
  if (word.prefix && docWord.startsWith(word.normalized)) return { kind: 'prefix' };
  if (word.maxTypos === 0) return null;
  const typos = editDistance(word.normalized, docWord, word.maxTypos);
  return typos <= word.maxTypos ? { kind: 'typo', typos } : null;
}

export function typoCount(match: WordMatch): number {
  return match.kind === 'typo' ? match.typos : 0;
}
