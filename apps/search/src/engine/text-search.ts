// A text query: the records matching every word (the last one as a prefix), with the facts
// Algolia ranks on, summed or kept per record: typos, best attribute, exact words. All arrays
// are per-generation scratch: at 200,000 records a query allocating its own would push V8
// into full collections of the whole record heap.
import { has, type Bitset } from './bitset';
import { EXACT, rankOf, typosOf, type TextIndex, type WordPlan } from './text-index';
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
  /** The matches of a reading with two words joined (concatenation), before merging. */
  joined: TextCandidates;
}

/**
 * The records matching every word. When two neighbouring words joined are a term of the index
 * ("sweat shirt" and `sweatshirt`), that reading's matches are added too (Algolia's
 * concatenation, one typo); a record matching both ways keeps its better facts.
 */
export function textCandidates(
  index: TextIndex,
  words: QueryWord[],
  scratch: TextScratch,
  concatenate = true,
): TextCandidates {
  let n = intersect(
    index,
    words.map((w) => index.plan(w)),
    scratch,
    scratch,
  );
  for (let i = 0; concatenate && i + 1 < words.length; i++) {
    const term = index.termId(words[i]!.normalized + words[i + 1]!.normalized);
    if (term === undefined) continue;
    const plans = words.flatMap((w, k) =>
      k === i ? [index.termPlan(term)] : k === i + 1 ? [] : [index.plan(w)],
    );
    n = merge(scratch, n, scratch.joined, intersect(index, plans, scratch.joined, scratch));
  }
  return view(scratch, n);
}

/** Intersects the words' matches from the rarest into `out`; returns how many. */
function intersect(
  index: TextIndex,
  unsorted: WordPlan[],
  out: TextCandidates,
  { wordDocs, wordInfo, mark }: TextScratch,
): number {
  const { docs, typos, ranks, exact } = out;
  // Intersect from the rarest word: fewer records to carry along.
  const plans = unsorted.sort((a, b) => a.estimate - b.estimate);
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
  return n;
}

/**
 * Adds `m` matches of `more` to the `n` of `base` (a list per record long, so they fit): new
 * records at the end, records in both with the better facts (fewer typos, better attribute,
 * more exact words). Rare (a concatenation the index holds), so a Map is fine here.
 */
function merge(base: TextCandidates, n: number, more: TextCandidates, m: number): number {
  const at = new Map<number, number>();
  for (let i = 0; i < n; i++) at.set(base.docs[i]!, i);
  const better = (k: number, i: number): boolean =>
    (more.typos[k]! - base.typos[i]! ||
      more.ranks[k]! - base.ranks[i]! ||
      base.exact[i]! - more.exact[k]!) < 0;
  let size = n;
  for (let k = 0; k < m; k++) {
    const i = at.get(more.docs[k]!);
    if (i !== undefined && !better(k, i)) continue;
    const to = i ?? size++;
    base.docs[to] = more.docs[k]!;
    base.typos[to] = more.typos[k]!;
    base.ranks[to] = more.ranks[k]!;
    base.exact[to] = more.exact[k]!;
  }
  return size;
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
