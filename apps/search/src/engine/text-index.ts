// The text index of a generation. Terms live in MiniSearch's radix tree (SearchableMap), which
// finds exact, prefix and fuzzy (Levenshtein) expansions of a query word; postings are typed
// arrays (text-postings.ts). The MiniSearch class itself is not used: at 200,000 records its
// scored result objects cost 40-180 ms for one common word.
import SearchableMap from 'minisearch/SearchableMap';
import type { Rec } from './paths';
import type { QueryWord } from './text';
import type { Steps } from './steps';
import { postingsSteps, type Postings, type SearchableField } from './text-postings';

export type { SearchableField } from './text-postings';

/** One byte of facts per matching record: bit 6 exact, bits 4-5 typos, bits 0-3 rank. */
export const EXACT = 0x40;
const PRESENT = 0x80;
export const typosOf = (info: number): number => (info >>> 4) & 3;
export const rankOf = (info: number): number => info & 15;

/** Keeps the better of each fact when a record matches a word through several terms. */
const combine = (a: number, b: number): number =>
  PRESENT | ((a | b) & EXACT) | Math.min(a & 0x30, b & 0x30) | Math.min(a & 15, b & 15);

/** Cached short prefixes hold at most this many record entries in total (5 bytes each). */
const PREFIX_CACHE_BUDGET = 4_000_000;
/** Algolia splits a word after at most 12 letters. */
const MAX_SPLIT_HEAD = 12;
/** Split decisions remembered per word (cleared when full: a query word is a handful). */
const MAX_SPLITS_KEPT = 10_000;
/** A split or a concatenation counts as one typo. */
export const ALTERNATIVE_CODE = PRESENT | (1 << 4);

/** The two terms a word splits into, and where: `sweatcapuche` is `sweat` + `capuche` at 5. */
export type Split = readonly [head: number, tail: number, at: number];

interface WordMatches {
  docs: Uint32Array;
  info: Uint8Array;
}

/** A word resolved against the dictionary: the terms it matches, each with its facts code. */
export interface WordPlan {
  expansions: [term: number, code: number][];
  /** The halves of the word's split: records holding both match it too. */
  split: Split | null;
  cached: WordMatches | null;
  /** Upper bound of the records it matches, to intersect from the rarest word. */
  estimate: number;
}

/** `w` with two adjacent letters swapped, for each position: Algolia counts that as 1 typo. */
function transpositions(w: string): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < w.length; i++) {
    if (w[i] !== w[i + 1]) out.push(w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2));
  }
  return out;
}

export class TextIndex {
  private readonly dictionary: SearchableMap<number>;
  private readonly postings: Postings;
  /** Per-record scratch for merging a word's expansions; zero between calls. */
  private readonly merged: Uint8Array;
  /**
   * One or two letters typed as the last word expand to hundreds of terms and most records:
   * their matches are kept (least recently used first out) for the next keystrokes.
   */
  private readonly shortPrefixes = new Map<string, WordMatches>();
  private cachedEntries = 0;
  private readonly splits = new Map<string, Split | null>();

  private constructor(postings: Postings, size: number) {
    this.postings = postings;
    this.dictionary = SearchableMap.from<number>(postings.ids);
    this.merged = new Uint8Array(size);
  }

  static *build(records: Rec[], fields: SearchableField[]): Steps<TextIndex> {
    const postings = yield* postingsSteps(records, fields);
    return new TextIndex(postings, records.length);
  }

  get termCount(): number {
    return this.postings.ids.size;
  }

  /** The id of a (normalised) term the index holds. */
  termId(term: string): number | undefined {
    return this.postings.ids.get(term);
  }

  /**
   * Algolia's splitting: a word typed as two ("sweatcapuche") also stands for its two halves
   * when both are terms of the index; the head has at most 12 letters, and of several splits
   * the one whose halves share most records is kept. Only words allowed a typo are split.
   */
  splitOf(word: QueryWord): Split | null {
    if (word.maxTypos === 0) return null;
    const w = word.normalized;
    let best = this.splits.get(w);
    if (best !== undefined) return best;
    best = null;
    let bestCount = 0;
    const { ids } = this.postings;
    for (let i = 1; i < w.length && i <= MAX_SPLIT_HEAD; i++) {
      const head = ids.get(w.slice(0, i));
      if (head === undefined) continue;
      const tail = ids.get(w.slice(i));
      if (tail === undefined) continue;
      const count = this.sharedRecords(head, tail);
      if (count > bestCount) [best, bestCount] = [[head, tail, i], count];
    }
    if (this.splits.size >= MAX_SPLITS_KEPT) this.splits.clear();
    this.splits.set(w, best);
    return best;
  }

  /** How many records hold both terms (postings are ascending). */
  private sharedRecords(a: number, b: number): number {
    const { start, docs } = this.postings;
    let [i, j, n] = [start[a]!, start[b]!, 0];
    while (i < start[a + 1]! && j < start[b + 1]!) {
      const d = docs[i]! - docs[j]!;
      if (d === 0) n++;
      if (d <= 0) i++;
      if (d >= 0) j++;
    }
    return n;
  }

  /** A plan matching one whole term as one typo (a concatenation of two query words). */
  termPlan(term: number): WordPlan {
    const { start } = this.postings;
    return {
      expansions: [[term, ALTERNATIVE_CODE]],
      split: null,
      cached: null,
      estimate: start[term + 1]! - start[term]!,
    };
  }

  plan(word: QueryWord): WordPlan {
    const short = word.prefix && [...word.normalized].length <= 2;
    const key = `${word.normalized}\u0000${word.maxTypos}`;
    const cached = short ? (this.shortPrefixes.get(key) ?? null) : null;
    if (cached) {
      this.shortPrefixes.delete(key); // re-inserted last: most recently used
      this.shortPrefixes.set(key, cached);
      return { expansions: [], split: null, cached, estimate: cached.docs.length };
    }
    const expansions = this.expansions(word);
    const split = this.splitOf(word);
    const { start } = this.postings;
    const length = (t: number): number => start[t + 1]! - start[t]!;
    const estimate =
      expansions.reduce((sum, [t]) => sum + length(t), 0) +
      (split ? Math.min(length(split[0]), length(split[1])) : 0);
    const plan: WordPlan = { expansions, split, cached: null, estimate };
    if (!short) return plan;
    const docs = new Uint32Array(estimate);
    const info = new Uint8Array(estimate);
    const n = this.collect(plan, docs, info);
    plan.cached = { docs: docs.slice(0, n), info: info.slice(0, n) };
    this.remember(key, plan.cached);
    return plan;
  }

  /** Writes every matching record once, with its best facts; returns how many. */
  collect(plan: WordPlan, docs: Uint32Array, info: Uint8Array): number {
    if (plan.cached) {
      docs.set(plan.cached.docs);
      info.set(plan.cached.info);
      return plan.cached.docs.length;
    }
    const { start, docs: postingDocs, ranks } = this.postings;
    let n = 0;
    const add = (d: number, facts: number): void => {
      const before = this.merged[d]!;
      if (before === 0) docs[n++] = d;
      this.merged[d] = before === 0 ? facts : combine(before, facts);
    };
    for (const [term, code] of plan.expansions) {
      for (let k = start[term]!; k < start[term + 1]!; k++) add(postingDocs[k]!, code | ranks[k]!);
    }
    if (plan.split) {
      const [a, b] = plan.split;
      let [i, j] = [start[a]!, start[b]!];
      while (i < start[a + 1]! && j < start[b + 1]!) {
        const d = postingDocs[i]! - postingDocs[j]!;
        if (d === 0) add(postingDocs[i]!, ALTERNATIVE_CODE | Math.min(ranks[i]!, ranks[j]!));
        if (d <= 0) i++;
        if (d >= 0) j++;
      }
    }
    for (let i = 0; i < n; i++) {
      info[i] = this.merged[docs[i]!]!;
      this.merged[docs[i]!] = 0;
    }
    return n;
  }

  private expansions(word: QueryWord): [number, number][] {
    const w = word.normalized;
    const out: [number, number][] = [];
    const add = (term: number, typos: number, exact: boolean): void => {
      out.push([term, PRESENT | (exact ? EXACT : 0) | (typos << 4)]);
    };
    const exact = this.postings.ids.get(w);
    if (exact !== undefined) add(exact, 0, true);
    if (word.prefix) {
      for (const [term, id] of this.dictionary.atPrefix(w)) if (term !== w) add(id, 0, false);
    }
    if (word.maxTypos > 0) {
      for (const [term, [id, typos]] of this.dictionary.fuzzyGet(w, word.maxTypos)) {
        if (term !== w) add(id, typos, false);
      }
      for (const swapped of transpositions(w)) {
        for (const [, [id, typos]] of this.dictionary.fuzzyGet(swapped, word.maxTypos - 1)) {
          add(id, typos + 1, false);
        }
      }
    }
    return out;
  }

  private remember(key: string, matches: WordMatches): void {
    this.shortPrefixes.set(key, matches);
    this.cachedEntries += matches.docs.length;
    for (const [oldest, old] of this.shortPrefixes) {
      if (this.cachedEntries <= PREFIX_CACHE_BUDGET || oldest === key) break;
      this.shortPrefixes.delete(oldest);
      this.cachedEntries -= old.docs.length;
    }
  }
}
