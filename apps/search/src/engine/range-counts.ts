// Facet counts and stats of a range match (range-filter.ts) from what the generation keeps
// under its other filters (range-store.ts): per facet, the difference of two block rows plus
// the few records at both ends; for the range attribute's own facet, the records per run of
// equal values from the prefix counts. A price range over 40,000 records touches at most
// BLOCK records per facet (half a block at each end) instead of all 40,000.
import type { Generation } from './generation';
import type { MatchSet } from './match-set';
import type { RangeMatch } from './range-filter';
import { blockTable, valueNumbers, valueRuns, type Runs } from './range-store';
import type { FacetStats } from './stats';
import { tally } from './tally';
import { FacetValues, listBuffers, topOfListed } from './top-values';

/** First run holding position `at` (runs start ascending, the first at 0). */
function runAt(start: Uint32Array, at: number): number {
  let low = 0;
  let high = start.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (start[mid]! <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** The runs of equal values of the range attribute's own facet along its order. */
function runsOf(generation: Generation, facet: string, range: RangeMatch): Runs {
  let runs = generation.ranges.runs.get(facet);
  if (!runs) {
    runs = valueRuns(generation.facet(facet), range.order);
    generation.ranges.runs.set(facet, runs);
  }
  return runs;
}

/**
 * The values of the range attribute's own facet over its range match, by decreasing count,
 * listed straight from the runs of equal values inside the range without a counts array the
 * size of every value: equal numbers are one facet value (the number's text), so each value
 * is one run, its count what the kept prefix counts say. Null for another facet, or values
 * sorted alphabetically (counted by countRange).
 */
export function ownRangeValues(
  generation: Generation,
  facet: string,
  match: MatchSet,
  max: number,
  sortBy: 'count' | 'alpha',
): FacetValues | null {
  const range = match.range;
  if (!range || facet !== range.attr || sortBy !== 'count') return null;
  const column = generation.facet(facet);
  if (!column.single) return null;
  const runs = runsOf(generation, facet, range);
  const { start, ids } = runs;
  const { kept, from, to } = range;
  if (to <= from) return new FacetValues(column, [], []);
  const prefix = kept.prefix;
  // Each run's count under the kept filters, once per kept set; only the two runs the bounds
  // cut are counted again.
  const whole = (kept.runCounts ??= runCounts(runs, prefix));
  const first = runAt(start, from);
  const last = runAt(start, to - 1);
  const listed = listBuffers(last - first + 1).counts.subarray(0, last - first + 1);
  listed.set(whole.subarray(first, last + 1));
  const endOf = (r: number) => Math.min(r + 1 < start.length ? start[r + 1]! : to, to);
  if (ids[first]! >= 0) listed[0] = prefix[endOf(first)]! - prefix[from]!;
  if (last > first && ids[last]! >= 0) listed[last - first] = prefix[to]! - prefix[start[last]!]!;
  // Runs without a value (-1) have no count and are never listed.
  return topOfListed(column, ids.subarray(first, last + 1), listed, max, 'count', false);
}

/** The records each run holds that the kept filters pass (0 for records without a value). */
function runCounts(runs: Runs, prefix: Uint32Array): Uint32Array {
  const { start, ids } = runs;
  const counts = new Uint32Array(start.length);
  const size = prefix.length - 1;
  for (let r = 0; r < start.length; r++) {
    const end = r + 1 < start.length ? start[r + 1]! : size;
    counts[r] = ids[r]! < 0 ? 0 : prefix[end]! - prefix[start[r]!]!;
  }
  return counts;
}

/**
 * Writes the counts of `facet` over a range match into `counts` and returns true, or returns
 * false when the match has to be counted per record.
 */
export function countRange(
  generation: Generation,
  facet: string,
  match: MatchSet,
  counts: Uint32Array,
): boolean {
  const range = match.range;
  if (!range) return false;
  const column = generation.facet(facet);
  const table = blockTable(range.kept, facet, column, generation.size);
  const { first, last, from, to } = range;
  if (table) {
    const width = column.values.length;
    if (first < last) {
      for (let v = 0; v < width; v++)
        counts[v] = table[last * width + v]! - table[first * width + v]!;
    } else counts.fill(0);
    tally(column, range.plus, generation.size, counts);
    tally(column, range.minus, generation.size, counts, -1); // wraps below 0, ends exact
    return true;
  }
  if (facet !== range.attr || !column.single) return false;
  const runs = runsOf(generation, facet, range);
  const { start, ids } = runs;
  const { prefix } = range.kept;
  counts.fill(0);
  // The values counted, for topValues to pick from instead of walking every value.
  const counted = (runs.counted ??= new Uint32Array(column.values.length));
  let n = 0;
  for (let r = runAt(start, from); r < start.length && start[r]! < to; r++) {
    const end = Math.min(r + 1 < start.length ? start[r + 1]! : to, to);
    const passed = prefix[end]! - prefix[Math.max(start[r]!, from)]!;
    const id = ids[r]!;
    if (id < 0 || passed === 0) continue;
    if (counts[id] === 0) counted[n++] = id;
    counts[id]! += passed;
  }
  column.counted = counted.subarray(0, n);
  return true;
}

/** First position k in [from, to) with prefix[k + 1] > prefix[from]: the first record kept. */
function firstKept(prefix: Uint32Array, from: number, to: number): number {
  let [low, high] = [from, to - 1];
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (prefix[mid + 1]! > prefix[from]!) high = mid;
    else low = mid + 1;
  }
  return low;
}

/** Last position k in [from, to) with prefix[k] < prefix[to]: the last record kept. */
function lastKept(prefix: Uint32Array, from: number, to: number): number {
  let [low, high] = [from, to - 1];
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (prefix[mid]! < prefix[to]!) low = mid;
    else high = mid - 1;
  }
  return low;
}

/**
 * Stats of the range attribute itself over its range match, without a pass over the match: its
 * records are in value order, so the least and the greatest are the first and last kept, and
 * the sum is the difference of two running sums along the order.
 */
export function ownRangeStats(range: RangeMatch, values: Float64Array): FacetStats | undefined {
  const { kept, from, to } = range;
  const n = kept.prefix[to]! - kept.prefix[from]!;
  if (n === 0) return undefined;
  const sums = (kept.sums ??= runningSums(kept.prefix, values));
  const sum = sums[to]! - sums[from]!;
  return {
    min: values[firstKept(kept.prefix, from, to)]!,
    max: values[lastKept(kept.prefix, from, to)]!,
    avg: sum / n,
    sum,
  };
}

function runningSums(prefix: Uint32Array, values: Float64Array): Float64Array {
  const sums = new Float64Array(prefix.length);
  for (let k = 0; k < values.length; k++)
    sums[k + 1] = sums[k]! + (prefix[k + 1]! > prefix[k]! ? values[k]! : 0);
  return sums;
}

/**
 * Stats of a numeric facet from its counts over a range match (sums in value-id order rather
 * than record order: equal up to rounding); null when they must be summed per record.
 */
export function rangeStats(
  generation: Generation,
  attr: string,
  counts: Uint32Array,
): FacetStats | undefined | null {
  let numbers = generation.ranges.numbers.get(attr);
  if (numbers === undefined) {
    const column = generation.numeric(attr);
    numbers = column.single ? valueNumbers(generation.facet(attr), column.single) : null;
    generation.ranges.numbers.set(attr, numbers);
  }
  if (!numbers) return null;
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let n = 0;
  // Only the values counted, when the range listed them (a price range's own prices).
  const ids = generation.facet(attr).counted;
  const size = ids ? ids.length : numbers.length;
  for (let k = 0; k < size; k++) {
    const id = ids ? ids[k]! : k;
    const count = counts[id]!;
    if (count === 0) continue;
    const value = numbers[id]!;
    if (value < min) min = value;
    if (value > max) max = value;
    sum += value * count;
    n += count;
  }
  return n === 0 ? undefined : { min, max, avg: sum / n, sum };
}
