// A text query: the records matching every word (the last one as a prefix), with the facts
// Algolia ranks on, summed or kept per record: typos, best attribute, exact words. All arrays
// are per-generation scratch: at 200,000 records a query allocating its own would push V8
// into full collections of the whole record heap.
import { has, type Bitset } from './bitset';
import { EXACT, rankOf, typosOf, type TextIndex } from './text-index';
import type { QueryWord } from './text';

export interface TextCandidates {
  docs: Uint32Array;
  /** Typos over all words, each word counted with its best matching term. */
  typos: Uint8Array;
  /** Rank of the best searchable attribute any word matched in (0 = first). */
  ranks: Uint8Array;
  /** Words matched without typo or prefix completion. */
  exact: Uint8Array;
}

export interface TextScratch extends TextCandidates {
  /** One word's matches before intersecting. */
  wordDocs: Uint32Array;
  wordInfo: Uint8Array;
  /** Per record, zero between calls. */
  mark: Uint8Array;
}

export function textCandidates(
  index: TextIndex,
  words: QueryWord[],
  scratch: TextScratch,
): TextCandidates {
  const { docs, typos, ranks, exact, wordDocs, wordInfo, mark } = scratch;
  // Intersect from the rarest word: fewer records to carry along.
  const plans = words.map((w) => index.plan(w)).sort((a, b) => a.estimate - b.estimate);
  let n = index.collect(plans[0]!, docs, wordInfo);
  for (let i = 0; i < n; i++) {
    const info = wordInfo[i]!;
    typos[i] = typosOf(info);
    ranks[i] = rankOf(info);
    exact[i] = info & EXACT ? 1 : 0;
  }
  for (const plan of plans.slice(1)) {
    if (n === 0) break;
    const count = index.collect(plan, wordDocs, wordInfo);
    for (let k = 0; k < count; k++) mark[wordDocs[k]!] = wordInfo[k]!;
    let kept = 0;
    for (let i = 0; i < n; i++) {
      const d = docs[i]!;
      const info = mark[d]!;
      if (info === 0) continue;
      docs[kept] = d;
      typos[kept] = typos[i]! + typosOf(info);
      ranks[kept] = Math.min(ranks[i]!, rankOf(info));
      exact[kept] = exact[i]! + (info & EXACT ? 1 : 0);
      kept++;
    }
    n = kept;
    for (let k = 0; k < count; k++) mark[wordDocs[k]!] = 0;
  }
  return view({ docs, typos, ranks, exact }, n);
}

const view = (c: TextCandidates, n: number): TextCandidates => ({
  docs: c.docs.subarray(0, n),
  typos: c.typos.subarray(0, n),
  ranks: c.ranks.subarray(0, n),
  exact: c.exact.subarray(0, n),
});

/** Keeps the candidates in the filter's set, in place. */
export function keepFiltered(c: TextCandidates, filter: Bitset): TextCandidates {
  let n = 0;
  for (let i = 0; i < c.docs.length; i++) {
    if (!has(filter, c.docs[i]!)) continue;
    c.docs[n] = c.docs[i]!;
    c.typos[n] = c.typos[i]!;
    c.ranks[n] = c.ranks[i]!;
    c.exact[n++] = c.exact[i]!;
  }
  return view(c, n);
}
