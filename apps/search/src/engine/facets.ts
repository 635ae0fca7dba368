// Facet counts and numeric stats over the matching records, read from the columns. Counts and
// stats over every record are kept per generation; a match covering most records is counted
// as "every record minus the others", which touches the few others only.
import { alphabeticalOrder } from './alpha';
import type { FacetColumn } from './columns';
import type { Generation } from './generation';
import type { MatchSet } from './match-set';
import { numericStats, type FacetStats } from './stats';

export type { FacetStats } from './stats';

export interface FacetCounts {
  facets: Record<string, Record<string, number>>;
  stats: Record<string, FacetStats>;
}

/** Adds (sign 1) or removes (sign -1) the values of `docs` (null: every record) to `counts`. */
export function tally(
  column: FacetColumn,
  docs: Uint32Array | null,
  size: number,
  counts: Uint32Array,
  sign = 1,
): void {
  // One tight loop per layout: a single generic loop is several times slower here.
  const { single, offsets, ids } = column;
  if (single && docs) {
    for (let i = 0; i < docs.length; i++) {
      const v = single[docs[i]!]!;
      if (v >= 0) counts[v]! += sign;
    }
  } else if (single) {
    for (let d = 0; d < size; d++) {
      const v = single[d]!;
      if (v >= 0) counts[v]! += sign;
    }
  } else if (docs) {
    for (let i = 0; i < docs.length; i++) {
      const d = docs[i]!;
      for (let k = offsets![d]!; k < offsets![d + 1]!; k++) counts[ids![k]!]! += sign;
    }
  } else {
    for (let k = 0; k < offsets![size]!; k++) counts[ids![k]!]! += sign;
  }
}

/** Counts per value over the match, in the column's reusable buffer. */
export function countValues(generation: Generation, attr: string, match: MatchSet): Uint32Array {
  const column = generation.facet(attr);
  let all = generation.allCounts.get(attr);
  if (!all) {
    all = new Uint32Array(column.values.length);
    tally(column, null, generation.size, all);
    generation.allCounts.set(attr, all);
  }
  if (match.isAll) return all;
  column.counts ??= new Uint32Array(column.values.length);
  const counts = column.counts;
  if (match.isDense) {
    counts.set(all);
    tally(column, match.complement(), generation.size, counts, -1);
  } else {
    counts.fill(0);
    tally(column, match.docs(), generation.size, counts);
  }
  return counts;
}

/**
 * The values to answer: by decreasing count (alphabetical among equal counts), or the first
 * ones alphabetically; `max` of them. Values come in alphabetical order, so a short sorted
 * list of the best so far is enough, even for a price facet with 30,000 values.
 */
export function topValues(
  column: FacetColumn,
  counts: Uint32Array,
  max: number,
  sortBy: 'count' | 'alpha',
): Record<string, number> {
  column.alphabetical ??= alphabeticalOrder(column.values);
  const top: number[] = [];
  for (const id of column.alphabetical) {
    const count = counts[id]!;
    if (count === 0) continue;
    if (sortBy === 'alpha') {
      if (top.length === max) break;
      top.push(id);
      continue;
    }
    if (top.length === max && count <= counts[top[max - 1]!]!) continue;
    let at = top.length; // after every value with a count >= this one
    while (at > 0 && counts[top[at - 1]!]! < count) at--;
    top.splice(at, 0, id);
    if (top.length > max) top.pop();
  }
  const out: Record<string, number> = {};
  for (const id of top) out[column.values[id]!] = counts[id]!;
  return out;
}

export function countFacets(
  generation: Generation,
  match: MatchSet,
  attributes: string[],
  maxValues: number,
  sortBy: 'count' | 'alpha',
): FacetCounts {
  const facets: FacetCounts['facets'] = {};
  const stats: FacetCounts['stats'] = {};
  for (const attr of attributes) {
    const counts = countValues(generation, attr, match);
    facets[attr] = topValues(generation.facet(attr), counts, maxValues, sortBy);
    if (!generation.facet(attr).hasNumbers) continue; // no stats, no numeric column to build
    const numbers = generation.numeric(attr);
    if (numbers.count === 0 || numbers.hasBooleans) continue;
    const stat = numericStats(generation, attr, numbers, match);
    if (stat) stats[attr] = stat;
  }
  return { facets, stats };
}
