// One alphabetical order for facet values (sortFacetValuesBy: alpha, ties between equal counts)
// and string sort attributes: accents and case ignored first, then code units, so it is total
// and cheap (no locale collation over tens of thousands of values).
import { normalize } from './text';

function compareKeys(x: string, y: string, a: string, b: string): number {
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function compareAlpha(a: string, b: string): number {
  return compareKeys(normalize(a), normalize(b), a, b);
}

/** Indices of `values` in alphabetical order. */
export function alphabeticalOrder(values: string[]): Uint32Array {
  const keys = values.map(normalize);
  const order = Uint32Array.from(values.keys());
  return order.sort((i, j) => compareKeys(keys[i]!, keys[j]!, values[i]!, values[j]!));
}
