// Typos between a query word and a document word, by the rule the engine must follow: the
// Levenshtein distance, a swap of two adjacent letters counting as one typo; prefixes of the
// last word match with none. Infinity: no match within the word's allowance.
import type { QueryWord } from '../../src/engine/text';

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

export function typos(word: QueryWord, token: string): number {
  const w = word.normalized;
  if (token === w || (word.prefix && token.startsWith(w))) return 0;
  if (word.maxTypos === 0 || Math.abs(w.length - token.length) > word.maxTypos) return Infinity;
  let best = levenshtein(w, token);
  for (let i = 0; i + 1 < w.length; i++) {
    const swapped = w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2);
    if (swapped !== w) best = Math.min(best, 1 + levenshtein(swapped, token));
  }
  return best <= word.maxTypos ? best : Infinity;
}
