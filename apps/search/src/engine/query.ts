// The answer to one search: facets and stats over every matching record, one page of hits.
import { randomBytes } from 'node:crypto';
import { answerSource, type AnswerCache } from './answer-cache';
import { execute, type Execution } from './execute';
import { countFacets, type FacetStats, type FacetValues } from './facets';
import { buildHit, pickFields, plainHit, type Hit } from './hits';
import { answerJson } from './json';
import { paramsString } from './params';
import type { Rec } from './paths';
import type { Registry } from './registry';

export interface SearchResponse<H = Rec, F = Record<string, number>> {
  hits: H[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets?: Record<string, F>;
  facets_stats?: Record<string, FacetStats>;
  exhaustiveNbHits: boolean;
  exhaustiveFacetsCount: boolean;
  exhaustive: { nbHits: boolean; facetsCount: boolean };
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  queryID?: string;
}

/** The answer with plain hit objects, for callers in this process. */
export function runQuery(
  registry: Registry,
  indexName: string,
  input: Record<string, unknown>,
): Partial<SearchResponse> {
  const { hits, facets, ...rest } = searchAnswer(registry, indexName, input);
  return {
    ...rest,
    ...(hits ? { hits: hits.map(plainHit) } : {}),
    ...(facets
      ? { facets: Object.fromEntries(Object.entries(facets).map(([a, v]) => [a, v.toJSON()])) }
      : {}),
  };
}

/** The answer with hits kept as parts, for answerJson (json.ts) to send. */
export function searchAnswer(
  registry: Registry,
  indexName: string,
  input: Record<string, unknown>,
): Partial<SearchResponse<Hit, FacetValues>> {
  const started = performance.now();
  return answerOf(execute(registry, indexName, input), indexName, input, started);
}

function answerOf(
  run: Execution,
  indexName: string,
  input: Record<string, unknown>,
  started: number,
): Partial<SearchResponse<Hit, FacetValues>> {
  const { params, source, generation, words } = run;

  const faceting = source.compiled.faceting;
  const countable = [...faceting.values()].filter((f) => !f.filterOnly).map((f) => f.attr);
  const facetAttrs = params.facets.includes('*')
    ? countable
    : params.facets.filter((attr) => countable.includes(attr));
  const { facets, stats } = countFacets(
    generation,
    run.matched,
    facetAttrs,
    params.maxValuesPerFacet,
    params.sortFacetValuesBy,
  );

  const { page, hitsPerPage } = params;
  const reachable = Math.min(run.nbHits, params.paginationLimitedTo);
  const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(reachable / hitsPerPage);
  const start = page * hitsPerPage;
  const end = Math.min(start + hitsPerPage, reachable);
  const docs = start >= end ? [] : run.top(end).slice(start);
  const facts = params.getRankingInfo ? run.facts(docs) : new Map();
  const highlightAttrs = params.attributesToHighlight ?? source.compiled.searchable ?? ['*'];
  const hits = docs.map((d) =>
    buildHit(generation.records[d]!, params, words, highlightAttrs, facts.get(d)),
  );

  return pickFields<SearchResponse<Hit, FacetValues>>(
    {
      hits,
      nbHits: run.nbHits,
      page,
      nbPages,
      hitsPerPage,
      ...(params.facets.length > 0 ? { facets } : {}),
      ...(Object.keys(stats).length > 0 ? { facets_stats: stats } : {}),
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      exhaustive: { nbHits: true, facetsCount: true },
      processingTimeMS: Math.round(performance.now() - started),
      query: params.query,
      params: paramsString(input),
      index: indexName,
      ...(params.clickAnalytics ? { queryID: randomBytes(16).toString('hex') } : {}),
    },
    params.responseFields,
  );
}

/**
 * The answer as JSON, from `cache` when the same search was answered on the same records and
 * settings; its processing time and query id are fresh.
 */
export function searchAnswerJson(
  registry: Registry,
  cache: AnswerCache,
  indexName: string,
  input: Record<string, unknown>,
): string {
  const started = performance.now();
  const key = `${indexName}\u0000${JSON.stringify(input)}`;
  return cache.answer(key, answerSource(registry, indexName), started, () => {
    const run = execute(registry, indexName, input);
    const { processingTimeMS, queryID, ...rest } = answerOf(run, indexName, input, started);
    return {
      json: answerJson(rest),
      time: processingTimeMS !== undefined,
      queryID: queryID !== undefined,
      rare: run.ranged,
    };
  });
}
