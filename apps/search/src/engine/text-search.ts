// Text matching through MiniSearch, plus the per-hit facts Algolia ranks on (typos, best
// attribute, exact words), recomputed from the document terms MiniSearch reports.
import type { SearchIndex } from './index-store';
import type { Rec } from './paths';
import { matchWord, typoCount, type QueryWord } from './text';

export interface TextMatch {
  record: Rec;
  score: number;
  /** Total typos over the query words (each word counted with its best matching term). */
  typos: number;
  /** Priority of the best searchable attribute that matched (0 is the first). */
  attribute: number;
  /** Query words matched without typo or prefix completion. */
  exact: number;
}

export function textSearch(index: SearchIndex, words: QueryWord[]): TextMatch[] {
  if (words.length === 0) return [];
  const byWord = new Map(words.map((w) => [w.normalized, w]));
  const results = index.textIndex().search(words.map((w) => w.normalized).join(' '), {
    combineWith: 'AND',
    prefix: (term, i, terms) => i === terms.length - 1 && words[words.length - 1]!.prefix,
    fuzzy: (term) => byWord.get(term)?.maxTypos ?? 0,
    maxFuzzy: 2,
  });

  const out: TextMatch[] = [];
  for (const result of results) {
    const record = index.get(String(result.id));
    if (!record) continue;
    let typos = 0;
    let exact = 0;
    for (const word of words) {
      let best = word.maxTypos;
      for (const term of result.terms) {
        const match = matchWord(word, term);
        if (match) best = Math.min(best, typoCount(match));
        if (match?.kind === 'exact') {
          exact++;
          break;
        }
      }
      typos += best;
    }
    let attribute = Number.MAX_SAFE_INTEGER;
    for (const fields of Object.values(result.match)) {
      for (const field of fields) attribute = Math.min(attribute, index.fieldRank(field));
    }
    out.push({ record, score: result.score, typos, attribute, exact });
  }
  return out;
}
