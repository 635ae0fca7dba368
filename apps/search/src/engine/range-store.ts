// What range matches (range-filter.ts) reuse within a generation. For a range attribute and
// the other filters of a query, once they come back: how many records the filters pass
// before each position of the value order, and per facet the counts at every BLOCK
// positions. Filters seen once are not kept (a one-off refinement would cost more to prepare
// than to count), and a kept set is replaced only once it is idle, so that many alternating
// filters fall back to counting per record instead of rebuilding in turn.
import type { Bitset } from './bitset';
import type { FacetColumn } from './columns';
import { tally } from './tally';

/** Positions of the value order per block of counts. */
export const BLOCK = 128;
/** One table at most 1 MB: facets with more values are counted otherwise. */
const MAX_ENTRIES = 1 << 18;
/** Other-filter sets kept per generation (~1.6 MB each at 200,000 records)... */
const MAX_KEPT = 12;
/** ...and range queries since its last use after which one may be replaced. */
const IDLE = 1000;
/** Other filters seen once, remembered until this many. */
const MAX_SEEN = 256;

export interface RestRanges {
  /** prefix[k]: records among order[0 .. k) that the other filters pass. */
  prefix: Uint32Array;
  /** sums[k]: the sum of the range attribute's values of those records, on first need. */
  sums?: Float64Array;
  /** Per run of equal values of the attribute's own facet: its records passing, on need. */
  runCounts?: Uint32Array;
  /** Facet -> row b: counts per value over those records among order[0 .. b * BLOCK). */
  tables: Map<string, Uint32Array | null>;
  /** The other filters' records (a copy: queries evaluate them into scratch). */
  rest: Bitset | null;
  order: Uint32Array;
  used: number;
}

/** Where each facet value run starts along a value order, and its value id. */
export interface Runs {
  start: Uint32Array;
  ids: Int32Array;
  /** Work buffer: the value ids a query counted. */
  counted?: Uint32Array;
}

/** Whether record `d` passes the other filters (null: there are none). */
export const passes = (rest: Bitset | null, d: number): boolean =>
  rest === null || (rest[d >>> 5]! & (1 << (d & 31))) !== 0;

export class RangeStore {
  private readonly sets = new Map<string, RestRanges>();
  private readonly seen = new Set<string>();
  private clock = 0;
  /** Records between a range's bounds and the nearest block rows, reused by every query. */
  readonly plus = new Uint32Array(2 * BLOCK);
  readonly minus = new Uint32Array(2 * BLOCK);
  readonly runs = new Map<string, Runs | null>();
  readonly numbers = new Map<string, Float64Array | null>();

  /** The kept set of `key` (range attribute and other filters), if kept: one more use. */
  find(key: string): RestRanges | null {
    const found = this.sets.get(key);
    if (found) found.used = ++this.clock;
    return found ?? null;
  }

  /** Keeps the set of `key` from its second time, with its own copy of `rest`; else null. */
  keep(key: string, order: Uint32Array, rest: Bitset | null): RestRanges | null {
    const now = ++this.clock;
    if (!this.seen.has(key)) {
      if (this.seen.size >= MAX_SEEN) this.seen.clear();
      this.seen.add(key);
      return null;
    }
    if (this.sets.size >= MAX_KEPT) {
      const [oldest, set] = [...this.sets].reduce((a, b) => (b[1].used < a[1].used ? b : a));
      if (now - set.used < IDLE) return null;
      this.sets.delete(oldest);
    }
    const prefix = new Uint32Array(order.length + 1);
    for (let k = 0; k < order.length; k++) prefix[k + 1] = prefix[k]! + +passes(rest, order[k]!);
    const set = { prefix, tables: new Map(), rest: rest && rest.slice(), order, used: now };
    this.sets.set(key, set);
    return set;
  }
}

/** The block table of a facet under a kept set; null when the facet has too many values. */
export function blockTable(set: RestRanges, facet: string, column: FacetColumn, size: number) {
  let table = set.tables.get(facet);
  if (table !== undefined) return table;
  const width = column.values.length;
  const rows = Math.floor(set.order.length / BLOCK) + 1;
  table = null;
  if (rows * width <= MAX_ENTRIES) {
    table = new Uint32Array(rows * width);
    const running = new Uint32Array(width);
    const block = new Uint32Array(BLOCK);
    for (let row = 1; row < rows; row++) {
      let n = 0;
      for (let k = (row - 1) * BLOCK; k < row * BLOCK; k++) {
        const d = set.order[k]!;
        if (passes(set.rest, d)) block[n++] = d;
      }
      tally(column, block.subarray(0, n), size, running);
      table.set(running, row * width);
    }
  }
  set.tables.set(facet, table);
  return table;
}

/** Runs of equal value ids of a single-valued facet along `order` (its own numeric order). */
export function valueRuns(column: FacetColumn, order: Uint32Array): Runs {
  const single = column.single!;
  const start: number[] = [];
  const ids: number[] = [];
  for (let k = 0; k < order.length; k++) {
    const id = single[order[k]!]!;
    if (k === 0 || id !== ids[ids.length - 1]) {
      start.push(k);
      ids.push(id);
    }
  }
  return { start: Uint32Array.from(start), ids: Int32Array.from(ids) };
}

/**
 * The number each value id of a facet stands for, when every record's facet value and
 * numeric value agree (one each, or neither); null otherwise.
 */
export function valueNumbers(facet: FacetColumn, numbers: Float64Array): Float64Array | null {
  const single = facet.single;
  if (!single) return null;
  const out = new Float64Array(facet.values.length).fill(NaN);
  for (let d = 0; d < single.length; d++) {
    const id = single[d]!;
    const value = numbers[d]!;
    if (id < 0 || value !== value) {
      if (id >= 0 || value === value) return null;
    } else if (out[id] !== out[id]) out[id] = value;
    else if (out[id] !== value) return null;
  }
  return out;
}
