// facets_stats: min, max, average and sum of a numeric facet over the matching records. Over
// every record they are computed once per generation; a match covering most records takes
// the sum by difference and min/max from the records in value order.
import { valueOrder, type NumericColumn } from './numeric-column';
import type { Generation } from './generation';
import type { MatchSet } from './match-set';

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

interface Sums {
  min: number;
  max: number;
  sum: number;
  n: number;
}

function sums(column: NumericColumn, docs: Uint32Array | null, size: number): Sums {
  const out = { min: Infinity, max: -Infinity, sum: 0, n: 0 };
  const add = (value: number): void => {
    if (value !== value) return; // NaN: no value
    if (value < out.min) out.min = value;
    if (value > out.max) out.max = value;
    out.sum += value;
    out.n++;
  };
  const { single, offsets, values } = column;
  if (single) {
    if (docs) for (let i = 0; i < docs.length; i++) add(single[docs[i]!]!);
    else for (let d = 0; d < size; d++) add(single[d]!);
  } else if (docs) {
    for (let i = 0; i < docs.length; i++) {
      for (let k = offsets![docs[i]!]!; k < offsets![docs[i]! + 1]!; k++) add(values[k]!);
    }
  } else {
    for (let k = 0; k < values.length; k++) add(values[k]!);
  }
  return out;
}

export function numericStats(
  generation: Generation,
  attr: string,
  column: NumericColumn,
  match: MatchSet,
): FacetStats | undefined {
  let all = generation.allStats.get(attr);
  if (!all) generation.allStats.set(attr, (all = sums(column, null, generation.size)));
  let result: Sums = all;
  if (match.isDense && column.single) {
    // Sum and count by difference; min and max from the first matching records by value.
    const rest = sums(column, match.complement(), generation.size);
    const byValue = valueOrder(column).docs;
    let low = 0;
    while (low < byValue.length && !match.has(byValue[low]!)) low++;
    let high = byValue.length - 1;
    while (high >= 0 && !match.has(byValue[high]!)) high--;
    const n = all.n - rest.n;
    result =
      n === 0
        ? { ...all, n: 0 }
        : {
            min: column.single[byValue[low]!]!,
            max: column.single[byValue[high]!]!,
            sum: all.sum - rest.sum,
            n,
          };
  } else if (!match.isAll) {
    result = sums(column, match.docs(), generation.size);
  }
  if (result.n === 0) return undefined;
  return { min: result.min, max: result.max, avg: result.sum / result.n, sum: result.sum };
}
