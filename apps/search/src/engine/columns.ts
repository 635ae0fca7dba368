// Typed-array columns over the records of a generation: what filters, facet counts, stats and
// sorting read instead of walking record objects. A facet column is dictionary-encoded
// (value ids); numeric columns are in numeric-column.ts. Both keep a fast layout for
// attributes with at most one value per record and a CSR layout (offsets + values) for arrays.
import { facetValues, valuesAt, type Rec } from './paths';
import { growableU32 } from './growable';
import { STEP, type Steps } from './steps';

export interface FacetColumn {
  /** Value id -> value as counted (each spelling kept: "Nike" and "nike" count apart). */
  values: string[];
  /** Lower-cased value -> ids: facet filters ignore case. */
  byLower: Map<string, number[]>;
  /** Record -> its value id or -1, when no record has more than one value. */
  single: Int32Array | null;
  /** Otherwise the ids of record d are ids[offsets[d]] .. ids[offsets[d + 1] - 1]. */
  offsets: Uint32Array | null;
  ids: Uint32Array | null;
  /** Records holding value v: docs[valueStart[v]] .. docs[valueStart[v + 1] - 1], ascending. */
  valueStart: Uint32Array;
  docs: Uint32Array;
  /** Some records hold numbers here: the facet gets facets_stats (and a numeric column). */
  hasNumbers: boolean;
  /** Value ids in alphabetical order, computed on first need (sortFacetValuesBy, ties). */
  alphabetical?: Uint32Array;
  /** Value id -> its position in `alphabetical`, on first need. */
  rank?: Uint32Array;
  /** The ids `counts` holds counts for, when a range counted a few of many values; else null. */
  counted?: Uint32Array | null;
  /** Value id -> its JSON key (`"value":`), on first answer. */
  jsonKeys?: string[];
  /** Reused by every query counting this facet (queries run one at a time). */
  counts?: Uint32Array;
}

export function* facetColumnSteps(records: Rec[], attr: string): Steps<FacetColumn> {
  const n = records.length;
  const ids = new Map<string, number>();
  const values: string[] = [];
  const offsets = new Uint32Array(n + 1);
  const growing = growableU32();
  const idOf = (value: string): number => {
    let id = ids.get(value);
    if (id === undefined) ids.set(value, (id = values.push(value) - 1));
    return id;
  };
  let hasNumbers = false;
  const topLevel = !attr.includes('.');
  for (let d = 0; d < n; d++) {
    if (d % STEP === 0) yield;
    offsets[d] = growing.length;
    const record = records[d]!;
    // Most facets are plain top-level strings, numbers or booleans: no path walk for those.
    const value = topLevel ? record[attr] : undefined;
    if (typeof value === 'string' || typeof value === 'boolean') growing.push(idOf(String(value)));
    else if (typeof value === 'number') {
      hasNumbers ||= Number.isFinite(value);
      growing.push(idOf(String(value)));
    } else if (!topLevel || (value !== undefined && value !== null)) {
      for (const text of facetValues(record, attr)) growing.push(idOf(text));
      hasNumbers ||= valuesAt(record, attr).some((v) => typeof v === 'number');
    }
  }
  offsets[n] = growing.length;
  const flat = growing.view();
  const multi = offsets.some((start, d) => d < n && offsets[d + 1]! - start > 1);

  const valueStart = new Uint32Array(values.length + 1);
  for (const id of flat) valueStart[id + 1]!++;
  for (let v = 0; v < values.length; v++) valueStart[v + 1]! += valueStart[v]!;
  const fill = valueStart.slice(0, values.length);
  const docs = new Uint32Array(flat.length);
  for (let d = 0; d < n; d++) {
    for (let k = offsets[d]!; k < offsets[d + 1]!; k++) docs[fill[flat[k]!]!++] = d;
  }
  yield;

  const byLower = new Map<string, number[]>();
  values.forEach((value, id) => {
    const key = value.toLowerCase();
    byLower.set(key, [...(byLower.get(key) ?? []), id]);
  });
  let single: Int32Array | null = null;
  if (!multi) {
    single = new Int32Array(n).fill(-1);
    for (let d = 0; d < n; d++) if (offsets[d + 1]! > offsets[d]!) single[d] = flat[offsets[d]!]!;
  }
  return {
    values,
    byLower,
    single,
    offsets: multi ? offsets : null,
    ids: multi ? flat.slice() : null,
    valueStart,
    docs,
    hasNumbers,
  };
}
