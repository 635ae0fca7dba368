// Numeric columns: every number (and boolean, as 0/1) of an attribute per record, as doubles,
// and for single-valued ones the records in value order (ranges, min and max).
import { growableF64 } from './growable';
import { valuesAt, type Rec } from './paths';
import { STEP, type Steps } from './steps';

export interface NumericColumn {
  /** Record -> value, NaN when absent, when no record has more than one value. */
  single: Float64Array | null;
  /** Otherwise the values of record d are values[offsets[d]] .. values[offsets[d + 1] - 1]. */
  offsets: Uint32Array | null;
  values: Float64Array;
  /** How many values in all: 0 for an attribute that never holds numbers. */
  count: number;
  /** Some values were booleans: the attribute filters numerically but gets no facets_stats. */
  hasBooleans: boolean;
  /** Single-valued columns, built on first need: records with a value by increasing value. */
  byValue?: { docs: Uint32Array; values: Float64Array };
}

/** Records of a single-valued column sorted by value: ranges by binary search, min/max. */
export function valueOrder(column: NumericColumn): { docs: Uint32Array; values: Float64Array } {
  if (!column.byValue) {
    // Native sort of the values, then records placed by counting sort: no comparator calls.
    const single = column.single!;
    const values = single.slice().sort(); // NaN (no value) last
    let count = 0;
    while (count < values.length && values[count] === values[count]) count++;
    const sorted = values.subarray(0, count);
    const slot = new Int32Array(single.length).fill(-1);
    for (let d = 0; d < single.length; d++) {
      if (single[d] !== single[d]) continue;
      slot[d] = searchSorted(sorted, single[d]!, false); // first index of an equal value
    }
    const docs = new Uint32Array(count);
    const fill = new Uint32Array(count);
    for (let d = 0; d < single.length; d++)
      if (slot[d]! >= 0) docs[slot[d]! + fill[slot[d]!]!++] = d;
    column.byValue = { docs, values: sorted };
  }
  return column.byValue;
}

/** First index of `sorted` whose value is >= `value` (or > it when `strict`). */
export function searchSorted(sorted: Float64Array, value: number, strict: boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value || (strict && sorted[mid] === value)) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Numbers, and booleans as 0/1 (Algolia filters `inStock = 1` on booleans). */
export function* numericColumnSteps(records: Rec[], attr: string): Steps<NumericColumn> {
  const n = records.length;
  const offsets = new Uint32Array(n + 1);
  const growing = growableF64();
  let hasBooleans = false;
  for (let d = 0; d < n; d++) {
    if (d % STEP === 0) yield;
    offsets[d] = growing.length;
    for (const value of valuesAt(records[d]!, attr)) {
      if (typeof value === 'number' && Number.isFinite(value)) growing.push(value);
      else if (typeof value === 'boolean') {
        growing.push(value ? 1 : 0);
        hasBooleans = true;
      }
    }
  }
  offsets[n] = growing.length;
  const flat = growing.view();
  const multi = offsets.some((start, d) => d < n && offsets[d + 1]! - start > 1);
  const count = flat.length;
  if (multi) return { single: null, offsets, values: flat.slice(), count, hasBooleans };
  const single = new Float64Array(n).fill(NaN);
  for (let d = 0; d < n; d++) if (offsets[d + 1]! > offsets[d]!) single[d] = flat[offsets[d]!]!;
  return { single, offsets: null, values: single, count, hasBooleans };
}
