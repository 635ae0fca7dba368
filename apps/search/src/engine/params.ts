// Search parameters arrive as JSON values, as strings inside a legacy URL-encoded `params`
// string, or as index settings defaults; this module turns all of them into one typed shape.
import { badRequest } from '../errors';
import { MAX_QUERY_BYTES, MAX_TAG_BYTES, tooLong } from '../limits';
import type { FilterList } from './filters';
import { isPlainObject } from './paths';
import type { Settings } from './settings';
import type { WordOptions } from './text';

export interface SearchParams {
  query: string;
  page: number;
  hitsPerPage: number;
  facets: string[];
  maxValuesPerFacet: number;
  sortFacetValuesBy: 'count' | 'alpha';
  filters: string;
  facetFilters: FilterList;
  numericFilters: FilterList;
  tagFilters: FilterList;
  /** null: every attribute. */
  attributesToRetrieve: string[] | null;
  /** null: the searchable attributes. */
  attributesToHighlight: string[] | null;
  highlightPreTag: string;
  highlightPostTag: string;
  /** typoTolerance, minWordSizefor1Typo, minWordSizefor2Typos, queryType. */
  words: WordOptions;
  clickAnalytics: boolean;
  paginationLimitedTo: number;
  /** Hits kept per value of attributeForDistinct; 0 turns distinct off. */
  distinct: number;
  getRankingInfo: boolean;
  /** Top-level answer fields to send; null: all of them. */
  responseFields: string[] | null;
}

/** Merges the legacy `params: "query=a&hitsPerPage=5"` string; explicit keys win. */
export function expandParams(body: unknown): Record<string, unknown> {
  if (!isPlainObject(body)) return {};
  const { params, ...rest } = body;
  if (typeof params !== 'string') return rest;
  const fromString: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) {
    fromString[key] = /^\s*[[{]/.test(value) ? parseJson(key, value) : value;
  }
  return { ...fromString, ...rest };
}

function parseJson(key: string, value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    throw badRequest(`Invalid JSON value for parameter ${key}`);
  }
}

function int(
  raw: Record<string, unknown>,
  key: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const value = raw[key];
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(n)) throw badRequest(`Invalid value for ${key}: expected an integer`);
  return Math.min(Math.max(n, min), max);
}

function bool(value: unknown, fallback: boolean): boolean {
  if (value === undefined || value === null) return fallback;
  return value !== false && value !== 'false' && value !== 0 && value !== '0';
}

function str(value: unknown, key: string, fallback: string, maxBytes = Infinity): string {
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') throw badRequest(`Invalid value for ${key}: expected a string`);
  if (value.length > maxBytes / 3 && Buffer.byteLength(value) > maxBytes) {
    throw badRequest(tooLong(key, maxBytes));
  }
  return value;
}

/** Arrays, JSON arrays in strings, or comma-separated strings (the old REST form). */
function stringList(value: unknown, key: string): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const list =
    typeof value === 'string'
      ? value.trim().startsWith('[')
        ? parseJson(key, value)
        : value.split(',')
      : value;
  if (!Array.isArray(list) || list.some((v) => typeof v !== 'string')) {
    throw badRequest(`Invalid value for ${key}: expected a list of strings`);
  }
  return (list as string[]).map((s) => s.trim()).filter(Boolean);
}

/** facetFilters and friends: nested arrays, JSON, or `a:b,(c:d,e:f)` strings. */
function filterList(value: unknown, key: string): FilterList {
  if (value === undefined || value === null || value === '') return [];
  let list: unknown = value;
  if (typeof value === 'string') {
    list = value.trim().startsWith('[')
      ? parseJson(key, value)
      : [...value.matchAll(/\(([^)]*)\)|([^,()]+)/g)].map(([, group, single]) =>
          group !== undefined ? group.split(',').map((s) => s.trim()) : single!.trim(),
        );
  }
  const ok = (v: unknown): boolean => typeof v === 'string';
  if (!Array.isArray(list) || !list.every((v) => ok(v) || (Array.isArray(v) && v.every(ok)))) {
    throw badRequest(`Invalid value for ${key}: expected strings or arrays of strings`);
  }
  return list as FilterList;
}

export function normalizeParams(input: Record<string, unknown>, settings: Settings): SearchParams {
  // Index settings such as hitsPerPage act as defaults for every query.
  const raw = { ...settings, ...input };
  const sortBy = raw.sortFacetValuesBy === 'alpha' ? 'alpha' : 'count';
  return {
    query: str(raw.query, 'query', '', MAX_QUERY_BYTES),
    page: int(raw, 'page', 0, 0, Number.MAX_SAFE_INTEGER),
    hitsPerPage: int(raw, 'hitsPerPage', 20, 0, 1000),
    facets: stringList(raw.facets, 'facets') ?? [],
    maxValuesPerFacet: int(raw, 'maxValuesPerFacet', 100, 0, 1000),
    sortFacetValuesBy: sortBy,
    filters: str(raw.filters, 'filters', ''),
    facetFilters: filterList(raw.facetFilters, 'facetFilters'),
    numericFilters: filterList(raw.numericFilters, 'numericFilters'),
    tagFilters: filterList(raw.tagFilters, 'tagFilters'),
    attributesToRetrieve: stringList(raw.attributesToRetrieve, 'attributesToRetrieve') ?? null,
    attributesToHighlight: stringList(raw.attributesToHighlight, 'attributesToHighlight') ?? null,
    highlightPreTag: str(raw.highlightPreTag, 'highlightPreTag', '<em>', MAX_TAG_BYTES),
    highlightPostTag: str(raw.highlightPostTag, 'highlightPostTag', '</em>', MAX_TAG_BYTES),
    words: {
      // 'min' and 'strict' keep typo tolerance on (their finer behaviour is not modelled).
      typoTolerance: bool(raw.typoTolerance, true),
      minWordSizefor1Typo: int(raw, 'minWordSizefor1Typo', 4, 1, 100),
      minWordSizefor2Typos: int(raw, 'minWordSizefor2Typos', 8, 1, 100),
      queryType: str(raw.queryType, 'queryType', 'prefixLast'),
    },
    clickAnalytics: bool(raw.clickAnalytics, false),
    paginationLimitedTo: int(raw, 'paginationLimitedTo', 1000, 0, 20000),
    distinct: distinctLevel(raw.distinct),
    getRankingInfo: bool(raw.getRankingInfo, false),
    responseFields: stringList(raw.responseFields, 'responseFields') ?? null,
  };
}

/** `distinct`: true means 1, false 0, an integer (0 to 4 on Algolia) that many per value. */
function distinctLevel(value: unknown): number {
  if (value === undefined || value === null || value === false || value === 'false') return 0;
  if (value === true || value === 'true') return 1;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw badRequest('Invalid value for distinct');
  return Math.min(n, 4);
}

/** The `params` echo of an answer: what the request sent, URL-encoded as Algolia does. */
export function paramsString(input: Record<string, unknown>): string {
  return Object.entries(input)
    .filter(([key, value]) => value !== undefined && key !== 'indexName' && key !== 'type')
    .map(([key, value]) => {
      const text = typeof value === 'string' ? value : JSON.stringify(value);
      return `${encodeURIComponent(key)}=${encodeURIComponent(text)}`;
    })
    .join('&');
}
