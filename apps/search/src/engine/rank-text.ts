// Text matches in ranking order: leading static criteria (groups), then the textual key
// (typos, attribute, exact), then the rest of the static order. Only the first `limit` hits
// are ordered: a histogram of keys finds the worst key that can still reach the page, and
// matches beyond it are never looked at again. Few selected matches are sorted by position;
// many (a one-letter query matches half the catalogue) are collected by walking the
// precomputed order, which stops as soon as the page is complete.
import { positionsOf, type StaticOrder } from './orders';
import { TEXT_KEYS, textKeyWeights, type Accept, type Ranking } from './ranking';
import type { TextCandidates } from './text-search';

export interface RankScratch {
  /** Per record: 1 + text key of selected matches, else 0. Zero between calls. */
  keys: Uint16Array;
  /** Per match: its text key. */
  matchKeys: Uint16Array;
  /** Matches that can reach the page. */
  selected: Uint32Array;
  /** Per text key: how many matches have it. Zero between calls. */
  histogram: Uint32Array;
}

export function rankText(
  order: StaticOrder,
  c: TextCandidates,
  ranking: Ranking,
  words: number,
  limit: number,
  accept: Accept | null,
  { keys, matchKeys: candidateKeys, selected: chosen, histogram }: RankScratch,
): number[] {
  const m = c.docs.length;
  const used: number[] = [];
  const w = textKeyWeights(ranking.text);
  const { typos, ranks, exact } = c;
  for (let i = 0; i < m; i++) {
    const key =
      w.typo * Math.min(typos[i]!, 63) +
      w.attribute * ranks[i]! +
      w.exact * Math.min(words - exact[i]!, 31);
    candidateKeys[i] = key;
    if (histogram[key]!++ === 0) used.push(key);
  }
  used.sort((a, b) => a - b);
  // Without distinct or leading criteria (a price_asc replica ranks a cheaper product with a
  // worse key first), keys past the one where `limit` matches are reached cannot show up.
  let cutoff = used[used.length - 1] ?? 0;
  let before = 0; // matches with a key below the cutoff
  if (accept === null && order.groupStart === null) {
    for (const key of used) {
      if (before + histogram[key]! >= limit) {
        cutoff = key;
        break;
      }
      before += histogram[key]!;
    }
  }
  for (const key of used) histogram[key] = 0;
  let count = 0;
  for (let i = 0; i < m; i++) {
    if (candidateKeys[i]! > cutoff) continue;
    keys[c.docs[i]!] = candidateKeys[i]! + 1;
    chosen[count++] = c.docs[i]!;
  }
  const selected = chosen.subarray(0, count);
  // The walk usually stops early (the page fills from the top of the order), but it may have
  // to go through the whole order for one record; a handful of matches are sorted instead.
  const n = order.order.length;
  const sortable = selected.length * 64 < n && n * n * TEXT_KEYS * 2 < 2 ** 53;
  const out = sortable
    ? sortSelected(order, selected, keys, limit, accept)
    : walk(order, selected.length, keys, limit, accept, cutoff, before);
  for (const d of selected) keys[d] = 0;
  return out;
}

function sortSelected(
  order: StaticOrder,
  selected: Uint32Array,
  keys: Uint16Array,
  limit: number,
  accept: Accept | null,
): number[] {
  const { position, groupIndex } = positionsOf(order);
  const n = order.order.length;
  // One number per match, (group, text key, position), sorted natively: a comparator called
  // from the sort costs ten times more here. Exact while the product stays below 2^53.
  const composite = new Float64Array(selected.length);
  for (let i = 0; i < selected.length; i++) {
    const d = selected[i]!;
    const p = position[d]!;
    composite[i] = (groupIndex[p]! * TEXT_KEYS + keys[d]!) * n + p;
  }
  composite.sort();
  const out: number[] = [];
  for (let i = 0; i < composite.length && out.length < limit; i++) {
    const d = order.order[composite[i]! % n]!;
    if (accept === null || accept(d)) out.push(d);
  }
  return out;
}

function walk(
  order: StaticOrder,
  total: number,
  keys: Uint16Array,
  limit: number,
  accept: Accept | null,
  cutoff: number,
  before: number,
): number[] {
  const out: number[] = [];
  const buckets = new Map<number, number[]>();
  const flush = (): void => {
    for (const key of [...buckets.keys()].sort((a, b) => a - b)) {
      for (const d of buckets.get(key)!) {
        if (out.length >= limit) break;
        if (accept === null || accept(d)) out.push(d);
      }
    }
    buckets.clear();
  };
  const { groupStart } = order;
  // Without groups or distinct, the walk can stop once every match below the cutoff is in
  // and the cutoff bucket holds what the page still needs.
  const early = groupStart === null && accept === null;
  const need = limit - before;
  let seen = 0;
  let seenBefore = 0;
  let atCutoff = 0;
  for (let p = 0; p < order.order.length && seen < total; p++) {
    if (groupStart !== null && groupStart[p] === 1 && buckets.size > 0) {
      flush();
      if (out.length >= limit) break;
    }
    const d = order.order[p]!;
    const key = keys[d]! - 1;
    if (key < 0) continue;
    seen++;
    if (key < cutoff) seenBefore++;
    else if (early && atCutoff++ >= need) continue;
    const bucket = buckets.get(key);
    if (bucket) bucket.push(d);
    else buckets.set(key, [d]);
    if (early && seenBefore === before && atCutoff >= need) break;
  }
  flush();
  return out;
}
