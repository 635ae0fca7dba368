// Reading records by attribute path. Algolia addresses nested attributes with dots
// (`brand.name`) and treats arrays met along the way as "any of their elements".
export type Rec = { objectID: string } & Record<string, unknown>;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const splitPaths = new Map<string, string[]>();
const partsOf = (path: string): string[] => {
  let parts = splitPaths.get(path);
  if (!parts) splitPaths.set(path, (parts = path.split('.')));
  return parts;
};

/** Every scalar at a dotted path, arrays flattened at any depth. */
export function valuesAt(record: unknown, path: string): unknown[] {
  const out: unknown[] = [];
  collect(record, partsOf(path), 0, out);
  return out;
}

// A plain recursive function, not a closure: this runs for every record of every column.
function collect(value: unknown, parts: string[], i: number, out: unknown[]): void {
  if (Array.isArray(value)) {
    for (const item of value) collect(item, parts, i, out);
  } else if (i === parts.length) {
    if (value !== undefined && value !== null) out.push(value);
  } else if (isPlainObject(value)) {
    collect(value[parts[i]!], parts, i + 1, out);
  }
}

/** The value at a dotted path through objects only (arrays are not traversed). */
export function getAt(record: unknown, path: string): unknown {
  let value: unknown = record;
  for (const part of partsOf(path)) {
    if (!isPlainObject(value)) return undefined;
    value = value[part];
  }
  return value;
}

export function setAt(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = partsOf(path);
  let node = target;
  for (const part of parts.slice(0, -1)) {
    if (!isPlainObject(node[part])) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]!] = value;
}

/** All strings (and numbers, which Algolia also makes searchable) under a value. */
export function stringLeaves(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'number') out.push(String(value));
  else if (Array.isArray(value)) for (const item of value) stringLeaves(item, out);
  else if (isPlainObject(value)) for (const item of Object.values(value)) stringLeaves(item, out);
  return out;
}

/** Facet values of an attribute as strings: `true` and `"true"` are the same facet value. */
export function facetValues(record: Rec, attr: string): string[] {
  const out: string[] = [];
  for (const value of valuesAt(record, attr)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      const text = String(value);
      if (!out.includes(text)) out.push(text);
    }
  }
  return out;
}

/** `attributesToRetrieve`: `*` for all, `-attr` to drop one from `*`, dotted paths allowed. */
export function pickAttributes(record: Rec, attributes: string[] | null): Rec {
  if (attributes === null) return record;
  const excluded = attributes.filter((a) => a.startsWith('-')).map((a) => a.slice(1));
  if (attributes.includes('*')) {
    if (excluded.length === 0) return record;
    const copy: Rec = { ...record };
    for (const attr of excluded) if (attr !== 'objectID') delete copy[attr];
    return copy;
  }
  const picked: Rec = { objectID: record.objectID };
  for (const attr of attributes) {
    if (attr.startsWith('-')) continue;
    const value = getAt(record, attr);
    if (value !== undefined) setAt(picked, attr, value);
  }
  return picked;
}
