// searchForFacetValues: the values of one `searchable(...)` facet that match `facetQuery`,
// counted over the records matching the rest of the parameters.
import { badRequest } from '../errors';
import { countFacets } from './facets';
import { highlightText } from './highlight';
import { matchQuery } from './query';
import type { Registry } from './registry';
import { matchWord, normalize, queryWords, tokenize } from './text';

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

export function searchFacetValues(
  registry: Registry,
  indexName: string,
  facet: string,
  input: Record<string, unknown>,
): { facetHits: FacetHit[]; exhaustiveFacetsCount: boolean; processingTimeMS: number } {
  const started = performance.now();
  const { facetQuery, maxFacetHits, ...rest } = input;
  const { params, source, records } = matchQuery(registry, indexName, rest);
  if (!source.compiled.faceting.get(facet)?.searchable) {
    throw badRequest(
      `Cannot search in ${facet} attribute, you need to add searchable(${facet}) to attributesForFaceting`,
    );
  }
  const limit = Math.min(Math.max(Number(maxFacetHits ?? 10) || 10, 1), 100);
  const words = queryWords(typeof facetQuery === 'string' ? facetQuery : '', params.typoTolerance);
  const counts =
    countFacets(records, [facet], Number.MAX_SAFE_INTEGER, 'count').facets[facet] ?? {};
  const tags = { pre: params.highlightPreTag, post: params.highlightPostTag };
  const facetHits: FacetHit[] = [];
  // Re-sort: object keys that look like integers (sizes, years) lose their count order.
  for (const [value, count] of Object.entries(counts).sort((a, b) => b[1] - a[1])) {
    const tokens = tokenize(value).map(normalize);
    if (!words.every((w) => tokens.some((t) => matchWord(w, t)))) continue;
    facetHits.push({ value, highlighted: highlightText(value, words, tags).value, count });
    if (facetHits.length === limit) break;
  }
  return {
    facetHits,
    exhaustiveFacetsCount: true,
    processingTimeMS: Math.round(performance.now() - started),
  };
}
