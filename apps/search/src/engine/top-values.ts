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
let counted: Uint32Array = new Uint32Array(1024);
let marks: Uint32Array = new Uint32Array(32);
let tied: Uint32Array = new Uint32Array(1024);

function grow(buffer: Uint32Array, size: number): Uint32Array {
  return buffer.length >= size ? buffer : new Uint32Array(size);
}

/** The max-th largest count of `ids`, at least 1, from their histogram. */
function kthCount(counts: Uint32Array, ids: Uint32Array, max: number): number {
  histogram.fill(0);
  for (let k = 0; k < ids.length; k++) histogram[Math.min(counts[ids[k]!]!, SMALL)]!++;
  if (ids.length <= max) return 1;
  if (histogram[SMALL]! >= max) {
    const large = ids.map((id) => counts[id]!).filter((count) => count >= SMALL);
    return large.sort()[large.length - max]!;
  }
  let atLeast = histogram[SMALL]!;
  for (let count = SMALL - 1; count > 1; count--) {
    atLeast += histogram[count]!;
    if (atLeast >= max) return count;
  }
  return 1;
}

/** Appends to `out` the first `take` of `ids` in alphabetical order. */
function firstAlphabetically(column: FacetColumn, ids: Uint32Array, take: number, out: number[]) {
  const alphabetical = column.alphabetical!;
  if (!column.rank) {
    column.rank = new Uint32Array(alphabetical.length);
    alphabetical.forEach((id, at) => (column.rank![id] = at));
  }
  const words = (alphabetical.length + 31) >>> 5;
  marks = grow(marks, words);
  for (let k = 0; k < ids.length; k++)
    marks[column.rank[ids[k]!]! >>> 5]! |= 1 << column.rank[ids[k]!]!;
  for (let w = 0; w < words; w++) {
    let word = marks[w]!;
    if (word === 0) continue;
    marks[w] = 0; // every mark is cleared, taken or not
    for (; word !== 0 && take > 0; take--, word &= word - 1) {
      out.push(alphabetical[(w << 5) + 31 - Math.clz32(word & -word)]!);
    }
  }
}

/** The ids with a count, in alphabetical order unless the column lists them. */
function countedIds(column: FacetColumn, counts: Uint32Array): Uint32Array {
  if (column.counted) return column.counted;
  const alphabetical = column.alphabetical!;
  counted = grow(counted, alphabetical.length);
  let n = 0;
  for (let i = 0; i < alphabetical.length; i++) {
    if (counts[alphabetical[i]!] !== 0) counted[n++] = alphabetical[i]!;
  }
  return counted.subarray(0, n);
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

export function topValues(
  column: FacetColumn,
  counts: Uint32Array,
  max: number,
  sortBy: 'count' | 'alpha',
): FacetValues {
  column.alphabetical ??= alphabeticalOrder(column.values);
  const ids = countedIds(column, counts);
  const listed = column.counted ? null : ids; // already in alphabetical order
  const top: number[] = [];
  if (sortBy === 'alpha') {
    if (listed) for (let k = 0; k < Math.min(max, listed.length); k++) top.push(listed[k]!);
    else firstAlphabetically(column, ids, max, top);
  } else if (max > 0) {
    const least = kthCount(counts, ids, max);
    tied = grow(tied, ids.length);
    let n = 0;
    for (let k = 0; k < ids.length; k++) {
      const count = counts[ids[k]!]!;
      if (count > least) top.push(ids[k]!);
      else if (count === least) tied[n++] = ids[k]!;
    }
    const ties = tied.subarray(0, n);
    const wanted = max - top.length; // values with the least count, alphabetically first
    if (listed) for (let k = 0; k < Math.min(wanted, n); k++) top.push(ties[k]!);
    else firstAlphabetically(column, ties, wanted, top);
    const rank = column.rank;
    top.sort((a, b) => counts[b]! - counts[a]! || (rank ? rank[a]! - rank[b]! : 0));
  }
  return new FacetValues(
    column,
    top,
    top.map((id) => counts[id]!),
  );
}
