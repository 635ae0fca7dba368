// A random query as a client sends it: each OR group as `filters` text or in one of the array
// parameters (facetFilters, numericFilters, tagFilters), chosen at random.
import type { Random } from '../../bench/catalog';
import type { Filter, RefQuery } from './model';

const quote = (value: string): string => `"${value.replace(/["\\]/g, '\\$&')}"`;

function literal(f: Filter): string {
  const not = f.negated ? 'NOT ' : '';
  if (f.kind === 'facet') return `${not}${f.attr}:${quote(f.value)}`;
  if (f.kind === 'range') return `${not}${f.attr}:${f.low} TO ${f.high}`;
  return `${not}${f.attr} ${f.op} ${f.value}`;
}

/** The parameters a client would send: each OR group as `filters` text or in an array form. */
export function toParams(q: RefQuery, random: Random): Record<string, unknown> {
  const strings: string[] = [];
  const facetFilters: (string | string[])[] = [];
  const numericFilters: (string | string[])[] = [];
  const tagFilters: (string | string[])[] = [];
  const one = (list: string[]): string | string[] => (list.length === 1 ? list[0]! : list);
  for (const g of q.filters) {
    const useArrays = random() < 0.4;
    const first = g[0]!;
    if (useArrays && first.kind === 'facet' && first.attr === '_tags') {
      tagFilters.push(one(g.map((f) => (f.negated ? '-' : '') + (f as { value: string }).value)));
    } else if (useArrays && first.kind === 'facet') {
      facetFilters.push(
        one(g.map((f) => `${f.attr}:${f.negated ? '-' : ''}${(f as { value: string }).value}`)),
      );
    } else if (useArrays && g.every((f) => !f.negated && f.kind !== 'facet')) {
      numericFilters.push(
        one(
          g.map((f) =>
            f.kind === 'range'
              ? `${f.attr}:${f.low} TO ${f.high}`
              : `${f.attr}${(f as { op: string }).op}${(f as { value: number }).value}`,
          ),
        ),
      );
    } else {
      strings.push(g.length === 1 ? literal(first) : `(${g.map(literal).join(' OR ')})`);
    }
  }
  return {
    query: q.query,
    filters: strings.join(' AND '),
    facetFilters,
    numericFilters,
    tagFilters,
    page: q.page,
    hitsPerPage: q.hitsPerPage,
    facets: q.facets,
    maxValuesPerFacet: q.maxValuesPerFacet,
    sortFacetValuesBy: q.sortFacetValuesBy,
    distinct: q.distinct,
  };
}
