// One search: match (text or everything), filter, rank, count facets, page, then build hits.
// A replica ("products_fr_prod_price_asc") reads its primary's records and ranks them with its
// own ranking settings.
import { randomBytes } from 'node:crypto';
import { countFacets, type FacetStats } from './facets';
import { parseFilters } from './filter-parser';
import { compileFilter, fromFacetFilters, fromNumericFilters, fromTagFilters } from './filters';
import { highlightRecord } from './highlight';
import type { SearchIndex } from './index-store';
import { normalizeParams, paramsString, type SearchParams } from './params';
import { pickAttributes, type Rec } from './paths';
import { byRelevance, rankingOf } from './ranking';
import type { Registry } from './registry';
import { textSearch } from './text-search';
import { queryWords, type QueryWord } from './text';

export interface MatchedQuery {
  params: SearchParams;
  /** The index whose records and text index are read (the primary for a replica). */
  source: SearchIndex;
  records: Rec[];
  words: QueryWord[];
}

/** Records matching the query and every filter parameter, in ranking order. */
export function matchQuery(
  registry: Registry,
  indexName: string,
  input: Record<string, unknown>,
): MatchedQuery {
  const target = registry.require(indexName);
  const source = registry.primaryOf(indexName) ?? target;
  const params = normalizeParams(input, { ...source.settings, ...target.settings });
  const faceting = source.compiled.faceting;
  const predicate = compileFilter(
    [
      ...parseFilters(params.filters),
      ...fromFacetFilters(params.facetFilters),
      ...fromNumericFilters(params.numericFilters),
      ...fromTagFilters(params.tagFilters),
    ],
    (attr) => faceting.has(attr),
  );
  const ranking = rankingOf(target, source);
  const words = queryWords(params.query, params.typoTolerance);
  let records: Rec[];
  if (words.length === 0) {
    // Empty queries never touch the text index: a listing is a filtered, pre-sorted scan.
    records = source.ordered([...ranking.sortRanking, ...ranking.customRanking]).filter(predicate);
  } else {
    const matches = textSearch(source, words).filter((m) => predicate(m.record));
    records = matches.sort(byRelevance(ranking)).map((m) => m.record);
  }
  return { params, source, records, words };
}

export interface SearchResponse {
  hits: Rec[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets?: Record<string, Record<string, number>>;
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

export function runQuery(
  registry: Registry,
  indexName: string,
  input: Record<string, unknown>,
): SearchResponse {
  const started = performance.now();
  const { params, source, records, words } = matchQuery(registry, indexName, input);

  const faceting = source.compiled.faceting;
  const countable = [...faceting.values()].filter((f) => !f.filterOnly).map((f) => f.attr);
  const facetAttrs = params.facets.includes('*')
    ? countable
    : params.facets.filter((attr) => countable.includes(attr));
  const { facets, stats } = countFacets(
    records,
    facetAttrs,
    params.maxValuesPerFacet,
    params.sortFacetValuesBy,
  );

  const { page, hitsPerPage } = params;
  const reachable = Math.min(records.length, params.paginationLimitedTo);
  const nbPages = hitsPerPage === 0 ? 0 : Math.ceil(reachable / hitsPerPage);
  const start = page * hitsPerPage;
  const pageRecords =
    start >= reachable ? [] : records.slice(start, Math.min(start + hitsPerPage, reachable));

  const highlightAttrs = params.attributesToHighlight ?? source.compiled.searchable ?? ['*'];
  const tags = { pre: params.highlightPreTag, post: params.highlightPostTag };
  const hits = pageRecords.map((record) => ({
    ...pickAttributes(record, params.attributesToRetrieve),
    _highlightResult: highlightRecord(record, highlightAttrs, words, tags),
  }));

  return {
    hits,
    nbHits: records.length,
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
  };
}
