// Filters holding a range of a single-valued numeric attribute (`price:20 TO 80`, or
// `price>=20` and `price<=80`): the range is a slice of the records in value order. When the
// other filters come back (a listing's `displayInListing:true AND ...` on every query), the
// generation keeps counts along that order under them (range-store.ts), and the match is
// counted from those without listing its records (range-counts.ts).
import { add, type Bitset } from './bitset';
import { bounds, evaluateFilters, literalKey } from './filter-eval';
import type { Cnf, Literal } from './filters';
import type { Generation } from './generation';
import { searchSorted, valueOrder } from './numeric-column';
import { BLOCK, passes, type RestRanges } from './range-store';

/** A match that is a slice of the records in value order within the other filters. */
export interface RangeMatch {
  attr: string;
  /** Records with a value of `attr`, by increasing value; the range is [from, to). */
  order: Uint32Array;
  from: number;
  to: number;
  kept: RestRanges;
  /** Block rows nearest to both bounds (none when first >= last)... */
  first: number;
  last: number;
  /** ...and the records between bounds and rows the other filters pass, in or out. */
  plus: Uint32Array;
  minus: Uint32Array;
  size: number;
  has(doc: number): boolean;
  /** The match as a bitset, built on first need (text queries, distinct, fallbacks). */
  bits(): Bitset;
}

export interface FilterResult {
  bits: Bitset | null;
  range: RangeMatch | null;
  /** A numeric range selected the records: bounds a shopper picked, rarely asked again. */
  ranged: boolean;
}

type Interval = [string, number, number];

/** The interval of a literal that alone makes an AND group, or null. */
function interval(clause: Literal[]): Interval | null {
  const literal = clause.length === 1 ? clause[0]! : null;
  if (!literal || literal.negated) return null;
  let range: Interval | null = null;
  if (literal.kind === 'range') range = [literal.attr, literal.low, literal.high];
  else if (literal.kind === 'numeric' && literal.op !== '!=') {
    range = [literal.attr, ...bounds(literal.op, literal.value)];
  }
  return range && !Number.isNaN(range[1]) && !Number.isNaN(range[2]) ? range : null;
}

/** The first range group on an attribute with one value per record, merged with its others. */
function splitRange(generation: Generation, cnf: Cnf) {
  const ranges = cnf.map(interval);
  const attr = ranges.find((range) => {
    const column = range && generation.numeric(range[0]);
    return column && column.single !== null && column.count > 0 && !column.hasBooleans;
  })?.[0];
  if (attr === undefined) return null;
  let low = -Infinity;
  let high = Infinity;
  const rest: Cnf = [];
  cnf.forEach((clause, i) => {
    const range = ranges[i];
    if (range?.[0] !== attr) rest.push(clause);
    else [low, high] = [Math.max(low, range[1]), Math.min(high, range[2])];
  });
  return { attr, low, high, rest };
}

const cnfKey = (cnf: Cnf): string =>
  cnf
    .map((clause) => clause.map((l) => `${l.negated}${literalKey(l).join('\u0001')}`).join('|'))
    .join('&');

/** The records passing every filter (see evaluateFilters), or the range match. */
export function filterRecords(
  generation: Generation,
  cnf: Cnf,
  isFacet: (attr: string) => boolean,
): FilterResult {
  const split = cnf.length > 0 ? splitRange(generation, cnf) : null;
  if (!split)
    return { bits: evaluateFilters(generation, cnf, isFacet), range: null, ranged: false };
  const column = generation.numeric(split.attr);
  const { docs: order, values } = valueOrder(column);
  const from = searchSorted(values, split.low, false);
  const to = Math.max(from, searchSorted(values, split.high, true));
  const key = `${split.attr}\u0000${cnfKey(split.rest)}`;
  let kept = generation.ranges.find(key);
  const rest = kept ? kept.rest : evaluateFilters(generation, split.rest, isFacet);
  kept ??= generation.ranges.keep(key, order, rest);
  const { low, high } = split;
  const single = column.single!;
  const has = (d: number): boolean => single[d]! >= low && single[d]! <= high && passes(rest, d);
  const materialize = (): Bitset => {
    const bits = generation.scratch.range;
    bits.fill(0);
    for (let k = from; k < to; k++) if (passes(rest, order[k]!)) add(bits, order[k]!);
    return bits;
  };
  if (!kept) return { bits: materialize(), range: null, ranged: true };

  // The block rows nearest to both bounds; the records between a bound and its row that the
  // other filters pass are added (inside the range) or taken off (outside).
  const { plus, minus } = generation.ranges;
  let [added, taken] = [0, 0];
  const collect = (start: number, stop: number, inside: boolean) => {
    for (let k = start; k < stop; k++) {
      const d = order[k]!;
      if (!passes(rest, d)) continue;
      if (inside) plus[added++] = d;
      else minus[taken++] = d;
    }
  };
  let first = Math.round(from / BLOCK);
  let last = Math.min(Math.round(to / BLOCK), Math.floor(order.length / BLOCK));
  if (to - from <= BLOCK || first >= last) {
    [first, last] = [0, 0];
    collect(from, to, true);
  } else {
    collect(Math.min(from, first * BLOCK), Math.max(from, first * BLOCK), first * BLOCK > from);
    collect(Math.min(to, last * BLOCK), Math.max(to, last * BLOCK), last * BLOCK < to);
  }
  let bits: Bitset | null = null;
  const range: RangeMatch = {
    attr: split.attr,
    order,
    from,
    to,
    kept,
    first,
    last,
    plus: plus.subarray(0, added),
    minus: minus.subarray(0, taken),
    size: kept.prefix[to]! - kept.prefix[from]!,
    has,
    bits: () => (bits ??= materialize()),
  };
  return { bits: null, range, ranged: true };
}
