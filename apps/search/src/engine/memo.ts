import type { Rec } from './paths';

/**
 * Memoises a per-record, per-attribute value by record identity. Records are never mutated
 * (every write stores a new object), so a cached value stays right for the record's life and
 * the WeakMap lets it go with the record. This turns facet counting and filtering into
 * lookups after the first query instead of re-walking every record's attributes.
 */
export function memoByRecord<T>(
  compute: (record: Rec, attr: string) => T,
): (record: Rec, attr: string) => T {
  const byAttr = new Map<string, WeakMap<Rec, T>>();
  return (record, attr) => {
    let cache = byAttr.get(attr);
    if (!cache) byAttr.set(attr, (cache = new WeakMap()));
    if (cache.has(record)) return cache.get(record) as T;
    const value = compute(record, attr);
    cache.set(record, value);
    return value;
  };
}
