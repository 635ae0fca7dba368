// Index settings are stored as given (so getSettings answers what setSettings received) and
// compiled into the shapes the engine needs.
import { badRequest } from '../errors';
import { DEFAULT_RANKING } from './ranking';

export type Settings = Record<string, unknown>;

export interface RankingCriterion {
  attr: string;
  order: 'asc' | 'desc';
}

export interface FacetAttribute {
  attr: string;
  /** `filterOnly(x)`: usable in filters, never counted. */
  filterOnly: boolean;
  /** `searchable(x)`: its values can be searched with searchForFacetValues. */
  searchable: boolean;
}

export interface CompiledSettings {
  /** Searchable attribute paths in priority order; null means "every attribute". */
  searchable: string[] | null;
  /** Priority of each searchable path: attributes listed together (`a,b`) share one. */
  searchableRank: Map<string, number>;
  faceting: Map<string, FacetAttribute>;
  replicas: string[];
}

const STRING_LISTS = [
  'searchableAttributes',
  'attributesForFaceting',
  'customRanking',
  'ranking',
  'replicas',
  'attributesToRetrieve',
  'attributesToHighlight',
];

/** setSettings changes only the keys it names; `null` resets a key to its default. */
export function mergeSettings(current: Settings, update: unknown): Settings {
  if (typeof update !== 'object' || update === null || Array.isArray(update)) {
    throw badRequest('Settings must be a JSON object');
  }
  const next: Settings = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) {
      delete next[key];
      continue;
    }
    if (STRING_LISTS.includes(key)) {
      if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
        throw badRequest(`Setting ${key} must be an array of strings`);
      }
    }
    next[key] = value;
  }
  // Ranking expressions are checked here; the engine compiles them per query (ranking.ts).
  parseRanking(strings(next.customRanking), 'customRanking', false);
  parseRanking(strings(next.ranking), 'ranking', true);
  compileSettings(next);
  return next;
}

const unwrap = (expr: string, fn: string): string | null => {
  const match = new RegExp(`^${fn}\\((.+)\\)$`).exec(expr.trim());
  return match ? match[1]!.trim() : null;
};

const BUILTIN_CRITERIA = new Set(DEFAULT_RANKING);

function parseRanking(list: string[], setting: string, allowBuiltins: boolean): void {
  for (const expr of list) {
    if (unwrap(expr, 'asc') !== null || unwrap(expr, 'desc') !== null) continue;
    if (allowBuiltins && BUILTIN_CRITERIA.has(expr.trim())) continue;
    throw badRequest(`Invalid ${setting} entry "${expr}": use asc(x) or desc(x)`);
  }
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export function compileSettings(settings: Settings): CompiledSettings {
  const searchableRank = new Map<string, number>();
  const searchableList = strings(settings.searchableAttributes);
  searchableList.forEach((entry, rank) => {
    for (const part of entry.split(',')) {
      const attr = unwrap(part, 'unordered') ?? part.trim();
      if (attr && !searchableRank.has(attr)) searchableRank.set(attr, rank);
    }
  });

  const faceting = new Map<string, FacetAttribute>();
  for (const entry of strings(settings.attributesForFaceting)) {
    const filterOnly = unwrap(entry, 'filterOnly');
    const searchable = unwrap(entry, 'searchable');
    const attr = filterOnly ?? searchable ?? unwrap(entry, 'afterDistinct') ?? entry.trim();
    faceting.set(attr, { attr, filterOnly: filterOnly !== null, searchable: searchable !== null });
  }

  return {
    searchable: searchableList.length > 0 ? [...searchableRank.keys()] : null,
    searchableRank,
    faceting,
    replicas: strings(settings.replicas).map((r) => unwrap(r, 'virtual') ?? r.trim()),
  };
}

/** Defaults Algolia reports in getSettings for keys never set. */
export const DEFAULT_SETTINGS: Settings = {
  hitsPerPage: 20,
  maxValuesPerFacet: 100,
  paginationLimitedTo: 1000,
  minWordSizefor1Typo: 4,
  minWordSizefor2Typos: 8,
  typoTolerance: true,
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
  ranking: DEFAULT_RANKING,
  searchableAttributes: null,
  attributesForFaceting: [],
  customRanking: [],
  replicas: [],
  attributeForDistinct: null,
  distinct: 0,
};
