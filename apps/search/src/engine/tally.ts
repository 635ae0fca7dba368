// The per-record facet count: every value of the given records added to (or removed from) a
// count per value id.
import type { FacetColumn } from './columns';

/** Adds (sign 1) or removes (sign -1) the values of `docs` (null: every record) to `counts`. */
export function tally(
  column: FacetColumn,
  docs: Uint32Array | null,
  size: number,
  counts: Uint32Array,
  sign = 1,
): void {
  // One tight loop per layout: a single generic loop is several times slower here.
  const { single, offsets, ids } = column;
  if (single && docs) {
    for (let i = 0; i < docs.length; i++) {
      const v = single[docs[i]!]!;
      if (v >= 0) counts[v]! += sign;
    }
  } else if (single) {
    for (let d = 0; d < size; d++) {
      const v = single[d]!;
      if (v >= 0) counts[v]! += sign;
    }
  } else if (docs) {
    for (let i = 0; i < docs.length; i++) {
      const d = docs[i]!;
      for (let k = offsets![d]!; k < offsets![d + 1]!; k++) counts[ids![k]!]! += sign;
    }
  } else {
    for (let k = 0; k < offsets![size]!; k++) counts[ids![k]!]! += sign;
  }
}
