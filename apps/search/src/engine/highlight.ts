// `_highlightResult`: the attribute's shape (string, array, object of strings per locale) with
// every string replaced by `{ value, matchLevel, matchedWords, fullyHighlighted }`.
import { getAt, isPlainObject, setAt, type Rec } from './paths';
import { matchWord, normalize, tokensWithOffsets, type QueryWord } from './text';

export interface HighlightTags {
  pre: string;
  post: string;
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

/** How many characters of `original` make up the first `length` normalised characters. */
function originalLength(original: string, length: number): number {
  let normalizedSoFar = 0;
  let i = 0;
  for (const char of original) {
    if (normalizedSoFar >= length) break;
    normalizedSoFar += normalize(char).length;
    i += char.length;
  }
  return i;
}

export function highlightText(
  text: string,
  words: QueryWord[],
  tags: HighlightTags,
): HighlightResult {
  // Listings (no query words) highlight nothing: skip tokenising every attribute of every hit.
  if (words.length === 0) return { value: text, matchLevel: 'none', matchedWords: [] };
  const matched = new Set<QueryWord>();
  let out = '';
  let cursor = 0;
  let fully = true;
  for (const token of tokensWithOffsets(text)) {
    const normalized = normalize(token.text);
    let length = 0;
    for (const word of words) {
      const match = matchWord(word, normalized);
      if (!match) continue;
      matched.add(word);
      // A prefix match highlights the typed part only ("<em>hoo</em>die"), as Algolia does.
      const span =
        match.kind === 'prefix'
          ? originalLength(token.text, word.normalized.length)
          : token.text.length;
      length = Math.max(length, span);
    }
    if (length < token.text.length) fully = false;
    if (length === 0) continue;
    out += text.slice(cursor, token.start) + tags.pre + token.text.slice(0, length) + tags.post;
    cursor = token.start + length;
  }
  out += text.slice(cursor);

  const matchedWords = words.filter((w) => matched.has(w)).map((w) => w.original);
  if (matchedWords.length === 0) return { value: text, matchLevel: 'none', matchedWords: [] };
  return {
    value: out,
    matchLevel: matchedWords.length === words.length ? 'full' : 'partial',
    matchedWords,
    fullyHighlighted: fully,
  };
}

/** Mirrors the value's structure; numbers are highlighted as text, other scalars skipped. */
export function highlightValue(value: unknown, words: QueryWord[], tags: HighlightTags): unknown {
  if (typeof value === 'string') return highlightText(value, words, tags);
  if (typeof value === 'number') return highlightText(String(value), words, tags);
  if (Array.isArray(value)) return value.map((item) => highlightValue(item, words, tags));
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const highlighted = highlightValue(item, words, tags);
      if (highlighted !== undefined) out[key] = highlighted;
    }
    return out;
  }
  return undefined;
}

/** `_highlightResult` of a hit: `*` stands for every attribute but objectID. */
export function highlightRecord(
  record: Rec,
  attributes: string[],
  words: QueryWord[],
  tags: HighlightTags,
): Record<string, unknown> {
  const paths = attributes.includes('*')
    ? Object.keys(record).filter((k) => k !== 'objectID')
    : attributes;
  const out: Record<string, unknown> = {};
  for (const path of paths) {
    const value = highlightValue(getAt(record, path), words, tags);
    if (value !== undefined) setAt(out, path, value);
  }
  return out;
}
