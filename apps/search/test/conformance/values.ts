// Reading records the plain way, for the reference: values at a dotted path, sort values,
// and their order.
import { compareAlpha } from '../../src/engine/alpha';
import type { Rec } from '../../src/engine/paths';

export type Value = number | string | undefined;

/** Scalars at a dotted path, arrays flattened. */
export function scalars(value: unknown, path: string[]): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => scalars(item, path));
  if (path.length === 0) return value === undefined || value === null ? [] : [value];
  if (typeof value !== 'object' || value === null) return [];
  return scalars((value as Record<string, unknown>)[path[0]!], path.slice(1));
}

/** The value a record sorts by: through objects only (an array does not sort). */
export function sortValue(record: Rec, attr: string): Value {
  let v: unknown = record;
  for (const key of attr.split('.')) {
    const isObject = typeof v === 'object' && v !== null && !Array.isArray(v);
    v = isObject ? (v as Record<string, unknown>)[key] : undefined;
  }
  if (typeof v === 'boolean') return Number(v);
  return typeof v === 'number' || typeof v === 'string' ? v : undefined;
}

/** Missing values last whatever the direction; numbers before strings. */
export function compareValues(x: Value, y: Value, order: 'asc' | 'desc'): number {
  if (x === y) return 0;
  if (x === undefined) return 1;
  if (y === undefined) return -1;
  let diff: number;
  if (typeof x === 'number' && typeof y === 'number') diff = x - y;
  else if (typeof x === 'number' || typeof y === 'number') diff = typeof x === 'number' ? -1 : 1;
  else diff = compareAlpha(x, y);
  return order === 'asc' ? diff : -diff;
}
