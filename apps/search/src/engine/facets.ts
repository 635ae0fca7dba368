// Facet counts and numeric stats over the matching records, read from the columns. Counts and
// stats over every record are kept per generation; a match covering most records is counted
// as "every record minus the others", which touches the few others only; a numeric range from
// counts per block of the range attribute's value order (range-counts.ts).
import type { Generation } from './generation';
import type { MatchSet } from './match-set';
import { valueOrder } from './numeric-column';
import { countRange, ownRangeStats, ownRangeValues, rangeStats } from './range-counts';
import { numericStats, type FacetStats } from './stats';
import { tally } from './tally';
import { topValues, type FacetValues } from './top-values';

export type { FacetStats } from './stats';
export type { FacetValues } from './top-values';

export interface FacetCounts {
  facets: Record<string, FacetValues>;
  stats: Record<string, FacetStats>;
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
  column.counted = null; // listed again by a range that counted a few of many values
  if (match.isAll) return all;
  column.counts ??= new Uint32Array(column.values.length);
  const counts = column.counts;
  if (countRange(generation, attr, match, counts)) return counts;
  if (match.isDense) {
    counts.set(all);
    tally(column, match.complement(), generation.size, counts, -1);
  } else {
    counts.fill(0);
    tally(column, match.docs(), generation.size, counts);
  }
  return counts;
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
    // A price range's own prices are listed from its runs, without a counts array.
    const own = ownRangeValues(generation, attr, match, maxValues, sortBy);
    const counts = own ? null : countValues(generation, attr, match);
    facets[attr] = own ?? topValues(generation.facet(attr), counts!, maxValues, sortBy);
    if (!generation.facet(attr).hasNumbers) continue; // no stats, no numeric column to build
    const numbers = generation.numeric(attr);
    if (numbers.count === 0 || numbers.hasBooleans) continue;
    if (match.range?.attr === attr) {
      const stat = ownRangeStats(match.range, valueOrder(numbers).values);
      if (stat) stats[attr] = stat;
      continue;
    }
    if (!counts) continue;
    const fromCounts = match.range ? rangeStats(generation, attr, counts) : null;
    const stat = fromCounts === null ? numericStats(generation, attr, numbers, match) : fromCounts;
    if (stat) stats[attr] = stat;
  }
  return { facets, stats };
}
