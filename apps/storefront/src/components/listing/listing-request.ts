import type { TLabelledLink, TPageInfo } from '@shop/api-client';
import { isListingKind, type ListingKind } from '@shop/domain/listing-kinds';
import { listingFilters } from '@shop/domain/listing-search';
import { parseListingQuery, type ListingState } from '@shop/domain/listing-url';
import { isNonListingParam } from '@shop/domain/listing-params';
import { localizePath } from '@shop/domain/locales';
import { LISTABLE_FILTER, searchPath } from '@shop/domain/search-box';
import type { PageRequest } from '../../page-request/page-request';
import type { Translate } from '../../server/i18n';

/** What a listing shows, known before anything is loaded: kind, scope, state and headings. */
export interface ListingRequest {
  kind: ListingKind;
  state: ListingState;
  /** The page's scope as a search filter (page info filters, kind filter). */
  scope: string;
  /** Text query of search pages. */
  query?: string;
  /** The shopper's path of this listing, language prefix included, without query. */
  basePath: string;
  title: string;
  crumbs: TLabelledLink[];
  bubbles: TLabelledLink[];
  seoText?: string;
}

/** The shopper's query as listing state: null when it is outside the listing grammar (404). */
function queryState(page: PageRequest): ListingState | null {
  const parsed = parseListingQuery(page.search, { ignoreParams: isNonListingParam });
  return parsed.ok ? parsed.state : null;
}

/**
 * A listing the parse call found (category, brand, artist, sales, novelties, outlet...): kind,
 * scope and state come from its page info, where the API parsed the query already. Artist pages
 * are content pages to the API, which leaves their query alone: it is read here, once.
 */
export function pageListingRequest(page: PageRequest, info: TPageInfo): ListingRequest | null {
  const { filters } = info;
  const state =
    info.type === 'artists'
      ? queryState(page)
      : {
          word: null,
          segments: [],
          filters: filters.facets,
          ranges: filters.ranges,
          sort: filters.sort,
          page: filters.page,
        };
  if (!state) return null;
  return {
    kind: info.listingType && isListingKind(info.listingType) ? info.listingType : 'category',
    state,
    scope: listingFilters(filters),
    basePath: page.path,
    title: info.title,
    crumbs: info.breadcrumb.parts,
    bubbles: info.bubbles,
    seoText: info.seo.description,
  };
}

/** `/search/{query}`: the route segment's words, plus signs standing for spaces. */
export function searchQuery(segment: string | undefined): string {
  try {
    // Next hands the segment over still encoded or not depending on the characters: decode,
    // then read plus signs as spaces (section 2).
    return decodeURIComponent(segment ?? '')
      .replace(/\+/g, ' ')
      .trim();
  } catch {
    return '';
  }
}

/** The search page's listing: the query's hits among listable products (section 2). */
export function searchListingRequest(
  page: PageRequest,
  query: string,
  t: Translate,
): ListingRequest | null {
  const state = queryState(page);
  if (!state) return null;
  const { locale, store } = page;
  const basePath = localizePath(query ? searchPath(query) : '/search', locale, store.defaultLocale);
  const title = query ? t('search.titleFor', { query }) : t('search.title');
  return {
    kind: 'search',
    state,
    scope: LISTABLE_FILTER,
    query,
    basePath,
    title,
    crumbs: [
      { label: t('header.home'), url: localizePath('/', locale, store.defaultLocale) },
      { label: title, url: basePath },
    ],
    bubbles: [],
  };
}
