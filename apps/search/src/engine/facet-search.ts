// searchForFacetValues: the values of one `searchable(...)` facet that match `facetQuery`,
// counted over the records matching the rest of the parameters.
import { badRequest } from '../errors';
import { compareAlpha } from './alpha';
import { execute } from './execute';
import { countValues } from './facets';
import { highlightText } from './highlight';
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
  const run = execute(registry, indexName, rest);
  const { params, source, generation } = run;
  if (!source.compiled.faceting.get(facet)?.searchable) {
    throw badRequest(
      `Cannot search in ${facet} attribute, you need to add searchable(${facet}) to attributesForFaceting`,
    );
  }
  const limit = Math.min(Math.max(Number(maxFacetHits ?? 10) || 10, 1), 100);
  const words = queryWords(typeof facetQuery === 'string' ? facetQuery : '', params.words);
  const column = generation.facet(facet);
  const counts = countValues(generation, facet, run.matched);
  const tags = { pre: params.highlightPreTag, post: params.highlightPostTag };
  const found: FacetHit[] = [];
  column.values.forEach((value, id) => {
    if (counts[id] === 0) return;
    const tokens = tokenize(value).map(normalize);
    if (!words.every((w) => tokens.some((t) => matchWord(w, t)))) return;
    found.push({ value, highlighted: highlightText(value, words, tags).value, count: counts[id]! });
  });
  found.sort((a, b) => b.count - a.count || compareAlpha(a.value, b.value));
  return {
    facetHits: found.slice(0, limit),
    exhaustiveFacetsCount: true,
    processingTimeMS: Math.round(performance.now() - started),
  };
}
