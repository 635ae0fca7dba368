import { facetValues, numericValues, type Rec } from './paths';

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface FacetCounts {
  facets: Record<string, Record<string, number>>;
  stats: Record<string, FacetStats>;
}

/** Counts each value once per record, over the records that passed the query and filters. */
export function countFacets(
  records: Rec[],
  attributes: string[],
  maxValues: number,
  sortBy: 'count' | 'alpha',
): FacetCounts {
  const facets: FacetCounts['facets'] = {};
  const stats: FacetCounts['stats'] = {};
  for (const attr of attributes) {
    const counts = new Map<string, number>();
    let min = Infinity;
    let max = -Infinity;
    let sum = 0;
    let n = 0;
    for (const record of records) {
      for (const value of facetValues(record, attr))
        counts.set(value, (counts.get(value) ?? 0) + 1);
      for (const value of numericValues(record, attr)) {
        min = Math.min(min, value);
        max = Math.max(max, value);
        sum += value;
        n++;
      }
    }
    const entries = [...counts].sort(
      sortBy === 'alpha'
        ? ([a], [b]) => a.localeCompare(b)
        : ([a, ca], [b, cb]) => cb - ca || a.localeCompare(b),
    );
    facets[attr] = Object.fromEntries(entries.slice(0, maxValues));
    // Stats are for numeric facets: booleans (numeric 0/1 for filters) get none.
    if (n > 0 && !isBooleanFacet(counts)) stats[attr] = { min, max, avg: sum / n, sum };
  }
  return { facets, stats };
}

const isBooleanFacet = (counts: Map<string, number>): boolean =>
  [...counts.keys()].every((value) => value === 'true' || value === 'false');
