// `distinct`: at most N hits per value of `attributeForDistinct` (the best ones, in ranking
// order). Records without the attribute are each their own group. Facets are counted before
// deduplication, as Algolia does unless `afterDistinct(...)` is set.
import type { FacetColumn } from './columns';
import type { Generation } from './generation';
import type { MatchSet } from './match-set';
import type { Accept } from './ranking';

export interface Distinct {
  /** A fresh filter for one walk down the ranking. */
  accept(): Accept;
  /** Hits left after deduplication. */
  count(matched: MatchSet): number;
}

/** The value a record is grouped by: the first one when the attribute is an array. */
function groupOf(column: FacetColumn, doc: number): number {
  if (column.single) return column.single[doc]!;
  const start = column.offsets![doc]!;
  return start < column.offsets![doc + 1]! ? column.ids![start]! : -1;
}

export function distinctOf(
  generation: Generation,
  attribute: unknown,
  perValue: number,
): Distinct | null {
  if (typeof attribute !== 'string' || attribute === '' || perValue === 0) return null;
  const column = generation.facet(attribute);
  const fresh = (): ((doc: number) => boolean) => {
    const seen = new Uint32Array(column.values.length);
    return (doc) => {
      const group = groupOf(column, doc);
      if (group < 0) return true;
      return seen[group]!++ < perValue;
    };
  };
  return {
    accept: fresh,
    count(matched) {
      const keep = fresh(); // per group: min(records, perValue), whatever their order
      const docs = matched.docs();
      const n = docs === null ? generation.size : docs.length;
      let total = 0;
      for (let i = 0; i < n; i++) if (keep(docs === null ? i : docs[i]!)) total++;
      return total;
    },
  };
}
