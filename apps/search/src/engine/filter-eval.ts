// Filters evaluated over the columns: each literal becomes a set of records (from a facet
// value's record list, or one scan of a numeric column), OR groups union them, AND intersects.
import { add, andInto, emptySet, orInto, orNotInto, type Bitset } from './bitset';
import type { Cnf, Literal, NumericOp } from './filters';
import { searchSorted, valueOrder } from './numeric-column';
import type { Generation } from './generation';

/**
 * Records passing every group, in a scratch set of the generation (valid until the next
 * query); null when there is no filter. Each literal's set is cached by the generation: a
 * shop's listings repeat the same few filters (`displayInListing:true`...) on every query.
 */
export function evaluateFilters(
  generation: Generation,
  cnf: Cnf,
  isFacet: (attr: string) => boolean,
): Bitset | null {
  if (cnf.length === 0) return null;
  const { filter: result, group } = generation.scratch;
  cnf.forEach((clause, i) => {
    const union = i === 0 ? result : group;
    union.fill(0);
    for (const literal of clause) {
      const [key, complement] = literalKey(literal);
      const set = generation.cachedSet(key, () => positiveSet(generation, literal, isFacet));
      if (literal.negated !== complement) orNotInto(union, set, generation.size);
      else orInto(union, set);
    }
    if (i > 0) andInto(result, union);
  });
  return result;
}

/** The cache key of a literal's positive set, and whether the literal is its complement. */
export function literalKey(literal: Literal): [string, boolean] {
  switch (literal.kind) {
    case 'facet':
      return [`f\u0000${literal.attr}\u0000${literal.value.toLowerCase()}`, false];
    case 'tag':
      return [`t\u0000${literal.value.toLowerCase()}`, false];
    case 'range':
      return [`n\u0000${literal.attr}\u0000${literal.low}\u0000${literal.high}`, false];
    case 'numeric': {
      // `!=` reads as "holds no such value": the complement of `=`, records without it pass.
      if (literal.op === '!=') return [`n\u0000${literal.attr}\u0000=${literal.value}`, true];
      return [`n\u0000${literal.attr}\u0000${literal.op}${literal.value}`, false];
    }
  }
}

function positiveSet(
  generation: Generation,
  literal: Literal,
  isFacet: (attr: string) => boolean,
): Bitset {
  const bits = emptySet(generation.size);
  switch (literal.kind) {
    case 'facet':
    case 'tag': {
      const attr = literal.kind === 'tag' ? '_tags' : literal.attr;
      if (attr === 'objectID') {
        const doc = generation.ids.get(literal.value);
        if (doc !== undefined) add(bits, doc);
        return bits;
      }
      // As on hosted Algolia, an attribute missing from attributesForFaceting matches nothing.
      if (attr !== '_tags' && !isFacet(attr)) return bits;
      const column = generation.facet(attr);
      for (const id of column.byLower.get(literal.value.toLowerCase()) ?? []) {
        for (let k = column.valueStart[id]!; k < column.valueStart[id + 1]!; k++) {
          add(bits, column.docs[k]!);
        }
      }
      return bits;
    }
    case 'numeric': {
      const [low, high] = bounds(literal.op === '!=' ? '=' : literal.op, literal.value);
      return numericSet(generation, literal.attr, low, high);
    }
    case 'range':
      return numericSet(generation, literal.attr, literal.low, literal.high);
  }
}

/** A comparison as an interval; strict bounds step to the next representable double. */
export function bounds(op: Exclude<NumericOp, '!='>, target: number): [number, number] {
  switch (op) {
    case '<':
      return [-Infinity, nextDown(target)];
    case '<=':
      return [-Infinity, target];
    case '=':
      return [target, target];
    case '>=':
      return [target, Infinity];
    case '>':
      return [nextUp(target), Infinity];
  }
}

const scratch = new Float64Array(1);
const bits64 = new BigInt64Array(scratch.buffer);
function nextUp(x: number): number {
  if (x !== x || x === Infinity) return x;
  if (x === 0) return Number.MIN_VALUE;
  scratch[0] = x;
  bits64[0]! += x > 0 ? 1n : -1n;
  return scratch[0]!;
}
const nextDown = (x: number): number => -nextUp(-x);

/** Records holding at least one value in [low, high] (NaN, "no value", never is). */
function numericSet(generation: Generation, attr: string, low: number, high: number): Bitset {
  const column = generation.numeric(attr);
  const bits = emptySet(generation.size);
  if (column.count === 0) return bits;
  if (column.single) {
    // A slice of the records sorted by value: a price range touches only its own records.
    const { docs, values } = valueOrder(column);
    const end = searchSorted(values, high, true);
    for (let k = searchSorted(values, low, false); k < end; k++) add(bits, docs[k]!);
    return bits;
  }
  const { offsets, values } = column;
  for (let d = 0; d < generation.size; d++) {
    for (let k = offsets![d]!; k < offsets![d + 1]!; k++) {
      const v = values[k]!;
      if (v >= low && v <= high) {
        add(bits, d);
        break;
      }
    }
  }
  return bits;
}
