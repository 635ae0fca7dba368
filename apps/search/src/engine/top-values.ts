// The values a facet answers: by decreasing count (alphabetical among equal counts), or the
// first ones alphabetically; `max` of them. The max-th largest count, read from a histogram of
// the counts, bounds the answer: every value above it, then the alphabetically first ones
// equal to it. The values with a count are found by one pass in alphabetical order, or, when
// a range counted a few of many values (column.counted: a price range's own prices), picked
// in alphabetical order from a bitmap of their positions without walking all 30,000. The
// answer is written as JSON from each value's escaped key, kept per column: building an object
// with a dozen facets' keys per query, then stringifying it, cost more than choosing them.
import { alphabeticalOrder } from './alpha';
import type { FacetColumn } from './columns';

/** Counts below this are histogrammed; larger ones, few by nature, are sorted. */
const SMALL = 256;
const histogram = new Uint32Array(SMALL + 1);
/** Work buffers (queries run one at a time). */
let listedIds: Uint32Array = new Uint32Array(1024);
let listedCounts: Uint32Array = new Uint32Array(1024);
let marks: Uint32Array = new Uint32Array(32);
let rankCounts: Uint32Array = new Uint32Array(1024);
let tied: Uint32Array = new Uint32Array(1024);
let sortKeys: Float64Array = new Float64Array(128);

function grow(buffer: Uint32Array, size: number): Uint32Array {
  return buffer.length >= size ? buffer : new Uint32Array(size);
}

/** Buffers for at least `size` ids and their counts, for a caller to list them in. */
export function listBuffers(size: number): { ids: Uint32Array; counts: Uint32Array } {
  listedIds = grow(listedIds, size);
  listedCounts = grow(listedCounts, size);
  return { ids: listedIds, counts: listedCounts };
}

/** The max-th largest of `counts`, at least 1, from their histogram. */
function kthCount(counts: Uint32Array, max: number): number {
  if (counts.length <= max) return 1;
  histogram.fill(0);
  for (let k = 0; k < counts.length; k++) histogram[Math.min(counts[k]!, SMALL)]!++;
  if (histogram[SMALL]! >= max) {
    const large = counts.filter((count) => count >= SMALL);
    return large.sort()[large.length - max]!;
  }
  let atLeast = histogram[SMALL]!;
  for (let count = SMALL - 1; count > 1; count--) {
    atLeast += histogram[count]!;
    if (atLeast >= max) return count;
  }
  return 1;
}

/** Appends the first `take` of `ids` in alphabetical order, with their counts, to the outs. */
function firstAlphabetically(
  column: FacetColumn,
  ids: Uint32Array | Int32Array,
  counts: Uint32Array | number,
  take: number,
  outIds: number[],
  outCounts: number[],
) {
  const alphabetical = column.alphabetical!;
  if (!column.rank) {
    column.rank = new Uint32Array(alphabetical.length);
    alphabetical.forEach((id, at) => (column.rank![id] = at));
  }
  const rank = column.rank;
  const words = (alphabetical.length + 31) >>> 5;
  marks = grow(marks, words);
  rankCounts = grow(rankCounts, alphabetical.length);
  for (let k = 0; k < ids.length; k++) {
    const at = rank[ids[k]!]!;
    marks[at >>> 5]! |= 1 << at;
    rankCounts[at] = typeof counts === 'number' ? counts : counts[k]!;
  }
  for (let w = 0; w < words; w++) {
    let word = marks[w]!;
    if (word === 0) continue;
    marks[w] = 0; // every mark is cleared, taken or not
    for (; word !== 0 && take > 0; take--, word &= word - 1) {
      const at = (w << 5) + 31 - Math.clz32(word & -word);
      outIds.push(alphabetical[at]!);
      outCounts.push(rankCounts[at]!);
    }
  }
}

/** Lists the ids with a count, and their counts, in alphabetical order; returns how many. */
function listAlphabetically(column: FacetColumn, counts: Uint32Array): number {
  const alphabetical = column.alphabetical!;
  listBuffers(alphabetical.length);
  let n = 0;
  for (let i = 0; i < alphabetical.length; i++) {
    const count = counts[alphabetical[i]!]!;
    if (count === 0) continue;
    listedIds[n] = alphabetical[i]!;
    listedCounts[n++] = count;
  }
  return n;
}

/** Lists the ids a range counted (column.counted), and their counts; returns how many. */
function listCounted(ids: Uint32Array, counts: Uint32Array): number {
  listBuffers(ids.length);
  for (let k = 0; k < ids.length; k++) {
    listedIds[k] = ids[k]!;
    listedCounts[k] = counts[ids[k]!]!;
  }
  return ids.length;
}

export function topValues(
  column: FacetColumn,
  counts: Uint32Array,
  max: number,
  sortBy: 'count' | 'alpha',
): FacetValues {
  column.alphabetical ??= alphabeticalOrder(column.values);
  const n = column.counted
    ? listCounted(column.counted, counts)
    : listAlphabetically(column, counts);
  return topOfListed(
    column,
    listedIds.subarray(0, n),
    listedCounts.subarray(0, n),
    max,
    sortBy,
    !column.counted,
  );
}

/**
 * The answer from the values and their counts (`ids[k]` counted `counts[k]`; a count of 0 is
 * never answered), listed in alphabetical order or in any order.
 */
export function topOfListed(
  column: FacetColumn,
  ids: Uint32Array | Int32Array,
  counts: Uint32Array,
  max: number,
  sortBy: 'count' | 'alpha',
  inAlphabeticalOrder: boolean,
): FacetValues {
  column.alphabetical ??= alphabeticalOrder(column.values);
  const topIds: number[] = [];
  const topCounts: number[] = [];
  if (sortBy === 'alpha') {
    if (!inAlphabeticalOrder) firstAlphabetically(column, ids, counts, max, topIds, topCounts);
    else
      for (let k = 0; k < Math.min(max, ids.length); k++) {
        topIds.push(ids[k]!);
        topCounts.push(counts[k]!);
      }
    return new FacetValues(column, topIds, topCounts);
  }
  if (max <= 0) return new FacetValues(column, topIds, topCounts);
  const least = kthCount(counts, max);
  tied = grow(tied, ids.length);
  let n = 0;
  for (let k = 0; k < ids.length; k++) {
    const count = counts[k]!;
    if (count > least) {
      topIds.push(ids[k]!);
      topCounts.push(count);
    } else if (count === least) tied[n++] = ids[k]!;
  }
  const ties = tied.subarray(0, n);
  const wanted = max - topIds.length; // values with the least count, alphabetically first
  if (!inAlphabeticalOrder) firstAlphabetically(column, ties, least, wanted, topIds, topCounts);
  else
    for (let k = 0; k < Math.min(wanted, n); k++) {
      topIds.push(ties[k]!);
      topCounts.push(least);
    }
  return byCount(column, topIds, topCounts);
}

/** Room for a value's place (its alphabetical rank, or its index) under its count in one key. */
const TIE_SPAN = 2 ** 26;

/**
 * The values by decreasing count, alphabetically among equal counts, through a native sort of
 * numbers: count and place packed in one float (exact below 2^53), so no comparator runs.
 */
function byCount(column: FacetColumn, ids: number[], counts: number[]): FacetValues {
  const rank = column.rank;
  const size = ids.length;
  if (sortKeys.length < size) sortKeys = new Float64Array(size);
  const keys = sortKeys.subarray(0, size);
  for (let k = 0; k < size; k++)
    keys[k] = counts[k]! * TIE_SPAN + (TIE_SPAN - 1 - (rank ? rank[ids[k]!]! : k));
  keys.sort();
  const outIds = new Array<number>(size);
  const outCounts = new Array<number>(size);
  for (let j = 0; j < size; j++) {
    const key = keys[size - 1 - j]!;
    const count = Math.floor(key / TIE_SPAN);
    const place = TIE_SPAN - 1 - (key - count * TIE_SPAN);
    outIds[j] = rank ? column.alphabetical![place]! : ids[place]!;
    outCounts[j] = count;
  }
  return new FacetValues(column, outIds, outCounts);
}

/** A facet's values to answer, in answer order. */
export class FacetValues {
  constructor(
    private readonly column: FacetColumn,
    readonly ids: number[],
    readonly counts: number[],
  ) {}

  /** Value -> count, for JSON.stringify and for callers in this process. */
  toJSON(): Record<string, number> {
    const out: Record<string, number> = {};
    for (let k = 0; k < this.ids.length; k++)
      out[this.column.values[this.ids[k]!]!] = this.counts[k]!;
    return out;
  }

  /** The same as JSON text, in answer order. */
  json(): string {
    const keys = (this.column.jsonKeys ??= []);
    let json = '{';
    for (let k = 0; k < this.ids.length; k++) {
      const id = this.ids[k]!;
      json += `${k === 0 ? '' : ','}${(keys[id] ??= `${JSON.stringify(this.column.values[id])}:`)}${this.counts[k]}`;
    }
    return `${json}}`;
  }
}
