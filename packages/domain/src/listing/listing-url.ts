import { isOpenablePage } from './pagination';
import { decodeQueryPart as decode } from './query-part';
/**
 * The listing URL grammar (storefront spec section 5): a path of an optional route word and
 * entity segments (`{slug}-c{n}` category, `-b{n}` brand, `-a{n}` artist, `-r{n}` range), and
 * a query of known facets and `page`. Parsing never throws: anything outside the grammar is
 * `{ ok: false }`, which callers answer with a 404.
 */

export const LISTING_FACETS = [
  'artists',
  'categories',
  'brands',
  'sizes',
  'colors',
  'sexe',
  'prices',
  'promotions',
  'materials',
  'ranges',
  'eco-label',
] as const;
export type ListingFacet = (typeof LISTING_FACETS)[number];
export type RangeFacet = 'prices' | 'promotions';
export type ListFacet = Exclude<ListingFacet, RangeFacet>;

/** `~` (plus sign = space) for names, `--` for categories, colours and sizes, `.` for genders. */
export const FACET_SEPARATORS: Readonly<Record<ListFacet, string>> = {
  artists: '~',
  brands: '~',
  materials: '~',
  ranges: '~',
  categories: '--',
  colors: '--',
  sizes: '--',
  // The spec says `~~` "also appears"; eco-labels are where we use it.
  'eco-label': '~~',
  sexe: '.',
};

export const SEGMENT_SUFFIXES = { category: 'c', brand: 'b', artist: 'a', range: 'r' } as const;
export type SegmentType = keyof typeof SEGMENT_SUFFIXES;
/** Canonical order of entity segments: the widest first. */
export const SEGMENT_ORDER: readonly SegmentType[] = ['brand', 'range', 'artist', 'category'];

/** Sort options besides the default order (favourites); spec section 9. */
export const LISTING_SORTS = ['price_asc', 'price_desc', 'novelty'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export interface ListingSegment {
  type: SegmentType;
  slug: string;
  id: number;
}
export interface NumericRange {
  min: number;
  max: number;
}
export interface ListingState {
  /** A leading route word (novelties, sale...), resolved by the caller. */
  word: string | null;
  segments: ListingSegment[];
  filters: Partial<Record<ListFacet, string[]>>;
  ranges: Partial<Record<RangeFacet, NumericRange>>;
  sort: ListingSort | null;
  /** Zero-based; the URL carries page + 1 and omits the first page. */
  page: number;
}

/** The state of a listing at its first page with nothing chosen. */
export const emptyListingState = (): ListingState => ({
  word: null,
  segments: [],
  filters: {},
  ranges: {},
  sort: null,
  page: 0,
});

export type ListingParseResult = { ok: true; state: ListingState } | { ok: false; reason: string };

export interface ListingParseOptions {
  /** Query parameters that are not part of the listing (cache busting, campaigns): skipped. */
  ignoreParams?: (name: string) => boolean;
}

export const MAX_FACET_VALUES = 30;
const MAX_SEGMENTS = 4;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A word never ends like an entity segment, so one reading of a path is always possible. */
const SEGMENT_LIKE = /-[cbar]\d+$/;
const SEGMENT = /^([a-z0-9]+(?:-[a-z0-9]+)*)-([cbar])([1-9]\d{0,8})$/;
/** Letters, digits and a few symbols; starts and ends with a letter or digit, at most 60. */
const VALUE = /^(?=.{1,60}$)[\p{L}\p{N}](?:[\p{L}\p{N} '&._-]*[\p{L}\p{N}])?$/u;
/** Gender words: lower-case Latin letters (ß left out: it has no one-letter capital). */
const GENDER = /^[a-zà-öø-ÿ]{1,20}$/;
const PRICE = /^\d{1,6}(?:\.\d{1,2})?$/;
const PERCENT = /^(?:100|\d{1,2})$/;
const PAGE = /^[1-9]\d{0,3}$/;

const TYPE_BY_SUFFIX: Record<string, SegmentType> = {
  c: 'category',
  b: 'brand',
  a: 'artist',
  r: 'range',
};
const fail = (reason: string): ListingParseResult => ({ ok: false, reason });
const capitalise = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** A leading path word the grammar accepts (the caller decides whether it means anything). */
export const isRouteWord = (word: string) => SLUG.test(word) && !SEGMENT_LIKE.test(word);

export const isListingFacet = (name: string): name is ListingFacet =>
  (LISTING_FACETS as readonly string[]).includes(name);
export const isRangeFacet = (name: string): name is RangeFacet =>
  name === 'prices' || name === 'promotions';
export const isListFacet = (name: string): name is ListFacet =>
  isListingFacet(name) && !isRangeFacet(name);

/** Parses a listing path and query string (with or without `?`) into a listing state. */
export function parseListingUrl(
  path: string,
  search = '',
  options: ListingParseOptions = {},
): ListingParseResult {
  const parts = path.startsWith('/') ? path.slice(1).split('/') : [];
  if (parts.length === 0 || parts.length > MAX_SEGMENTS) return fail('path');
  const state = emptyListingState();
  for (const [index, part] of parts.entries()) {
    const match = SEGMENT.exec(part);
    if (match) {
      const type = TYPE_BY_SUFFIX[match[2]!]!;
      if (state.segments.some((segment) => segment.type === type)) return fail(`duplicate ${type}`);
      state.segments.push({ type, slug: match[1]!, id: Number(match[3]) });
    } else if (index === 0 && isRouteWord(part)) state.word = part;
    else return fail(`segment ${part.slice(0, 40)}`);
  }
  return parseQuery(state, search, options);
}

/** The query part alone, for pages whose path is not a listing path (`/search/{query}`). */
export function parseListingQuery(
  search: string,
  options: ListingParseOptions = {},
): ListingParseResult {
  const state = emptyListingState();
  return parseQuery(state, search, options);
}

function parseQuery(state: ListingState, search: string, options: ListingParseOptions) {
  const seen = new Set<string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    if (pair === '') continue;
    const cut = pair.indexOf('=');
    const name = decode(cut < 0 ? pair : pair.slice(0, cut));
    const raw = cut < 0 ? null : decode(pair.slice(cut + 1));
    if (name !== null && options.ignoreParams?.(name)) continue;
    if (name === null || raw === null || raw === '') return fail(`query ${pair.slice(0, 40)}`);
    if (seen.has(name)) return fail(`duplicate ${name}`);
    seen.add(name);
    const error = applyParam(state, name, raw);
    if (error) return fail(error);
  }
  return { ok: true, state } as const;
}

function applyParam(state: ListingState, name: string, raw: string): string | null {
  if (name === 'page') {
    if (!PAGE.test(raw) || !isOpenablePage(Number(raw))) return 'page';
    state.page = Number(raw) - 1;
  } else if (name === 'sort') {
    if (!(LISTING_SORTS as readonly string[]).includes(raw)) return 'sort';
    state.sort = raw as ListingSort;
  } else if (isRangeFacet(name)) {
    const range = parseRange(raw, name === 'prices' ? PRICE : PERCENT);
    if (!range) return name;
    state.ranges[name] = range;
  } else if (isListFacet(name)) {
    const values = parseValues(name, raw);
    if (!values) return name;
    state.filters[name] = values;
  } else return `unknown parameter ${name.slice(0, 40)}`;
  return null;
}

function parseRange(raw: string, pattern: RegExp): NumericRange | null {
  const [min, max, ...rest] = raw.split('~');
  if (rest.length > 0 || !min || !max || !pattern.test(min) || !pattern.test(max)) return null;
  const range = { min: Number(min), max: Number(max) };
  return range.min <= range.max ? range : null;
}

function parseValues(facet: ListFacet, raw: string): string[] | null {
  const values = raw.split(FACET_SEPARATORS[facet]);
  if (values.length > MAX_FACET_VALUES) return null;
  if (facet === 'sexe') {
    if (!values.every((value) => GENDER.test(value))) return null;
    return [...new Set(values)].sort().map(capitalise);
  }
  return values.every(isFacetValue) ? values : null;
}

/** A facet value the URL grammar can carry (letters, digits, space and ' & . _ -). */
export function isFacetValue(value: string): boolean {
  return VALUE.test(value) && !value.includes('--');
}

/** Encodes a value for the query: spaces become plus signs, separators stay readable. */
export const encodeQueryValue = (value: string) => encodeURIComponent(value).replace(/%20/g, '+');

/** The listing's path: word first, then segments in the state's order. */
export function serializeListingPath(state: ListingState): string {
  const parts = [
    ...(state.word ? [state.word] : []),
    ...state.segments.map((s) => `${s.slug}-${SEGMENT_SUFFIXES[s.type]}${s.id}`),
  ];
  return `/${parts.join('/')}`;
}

/** Query parameters of a state, decoded, in facet order then sort and page. */
export function listingQueryParams(state: ListingState): Record<string, string> {
  const params: Record<string, string> = {};
  for (const facet of LISTING_FACETS) {
    if (isRangeFacet(facet)) {
      const range = state.ranges[facet];
      if (range) params[facet] = `${range.min}~${range.max}`;
      continue;
    }
    const values = state.filters[facet];
    if (!values?.length) continue;
    const shown = facet === 'sexe' ? [...values].map((v) => v.toLowerCase()).sort() : values;
    params[facet] = shown.join(FACET_SEPARATORS[facet]);
  }
  if (state.sort) params.sort = state.sort;
  if (state.page > 0) params.page = String(state.page + 1);
  return params;
}

export function serializeListingQuery(state: ListingState): string {
  return Object.entries(listingQueryParams(state))
    .map(([name, value]) => `${name}=${encodeQueryValue(value)}`)
    .join('&');
}

export function serializeListingUrl(state: ListingState): string {
  const query = serializeListingQuery(state);
  return query ? `${serializeListingPath(state)}?${query}` : serializeListingPath(state);
}

/** Segments in canonical order (brand, range, artist, category); the rest is unchanged. */
export function canonicalListingState(state: ListingState): ListingState {
  const rank = (segment: ListingSegment) => SEGMENT_ORDER.indexOf(segment.type);
  return { ...state, segments: [...state.segments].sort((a, b) => rank(a) - rank(b)) };
}

/**
 * A redirect target with its query rebuilt (spec section 2): `~` and `#` are escaped so no
 * proxy or browser on the way reads them as anything but data.
 */
export function redirectHref(path: string, queryParams: Readonly<Record<string, string>>): string {
  const query = Object.entries(queryParams)
    .map(([name, value]) => `${encodeQueryValue(name)}=${encodeQueryValue(value)}`)
    .join('&')
    .replace(/~/g, '%7E');
  return query ? `${path}?${query}` : path;
}
