import 'server-only';
import {
  LEAN_SEARCH_PARAMS,
  productCardAttributes,
  productCardsOf,
  searchClientOptions,
  type TProductCard,
} from '@shop/api-client';
import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import { LISTABLE_FILTER } from '@shop/domain/search-box';
import { inStockTopSales, TOP_SALES_CANDIDATES } from '@shop/domain/top-sales';
import {
  facetGroups,
  listingSearchParams,
  rangeBounds,
  type FacetCounts,
  type FacetGroup,
} from '@shop/domain/listing-facets';
import { listingIndexName, type ListingKind } from '@shop/domain/listing-kinds';
import type { ListFacet, ListingState, NumericRange } from '@shop/domain/listing-url';
import { algoliasearch } from 'algoliasearch';
import { env } from '../env';
import { cachedSearch } from './data-cache';

const client = algoliasearch(
  env.ALGOLIA_APP_ID,
  env.ALGOLIA_SEARCH_KEY,
  searchClientOptions(env.ALGOLIA_HOSTED ? undefined : env.SEARCH_URL),
);

/**
 * Only what a card in `locale` shows (issue 20): the records' card attributes in one language
 * (the store's price and language fallbacks are already in its index), no highlighting, none
 * of the answer's echoes.
 */
const cardParams = (locale: Locale) => ({
  attributesToRetrieve: productCardAttributes({ locale }),
  ...LEAN_SEARCH_PARAMS,
});

export interface ProductSearch {
  query?: string;
  hitsPerPage: number;
  page?: number;
  /** Algolia filter expression; listable products by default. */
  filters?: string;
  /** The cards' language: hits carry only its texts. */
  locale: Locale;
}

/** Products as cards (the home's fallback grid, the wishlist page). */
export const searchProducts = cachedSearch(
  'products',
  async function searchProducts(
    store: Store,
    params: ProductSearch,
  ): Promise<{ hits: TProductCard[]; nbHits: number; nbPages: number }> {
    const result = await client.searchSingleIndex({
      indexName: store.productIndex,
      searchParams: {
        query: params.query ?? '',
        hitsPerPage: params.hitsPerPage,
        page: params.page ?? 0,
        filters: params.filters ?? LISTABLE_FILTER,
        ...cardParams(params.locale),
      },
    });
    return {
      hits: productCardsOf(result.hits, params.locale),
      nbHits: result.nbHits ?? result.hits.length,
      nbPages: result.nbPages ?? 1,
    };
  },
);

/** The six best sellers a shopper can still buy (sold-out ones are left out). */
export async function topSales(store: Store, locale: Locale): Promise<TProductCard[]> {
  // The primary index ranks by sales (customRanking desc(sales)) for an empty query.
  const { hits } = await searchProducts(store, { hitsPerPage: TOP_SALES_CANDIDATES, locale });
  return inStockTopSales(hits);
}

/** Cards of products by id in the given order; ids the index no longer holds are left out. */
export const productsByIds = cachedSearch(
  'by-ids',
  async function productsByIds(
    store: Store,
    ids: readonly number[],
    locale: Locale,
  ): Promise<TProductCard[]> {
    const { attributesToRetrieve } = cardParams(locale);
    const found = await Promise.allSettled(
      ids.map((id) =>
        client.getObject({
          indexName: store.productIndex,
          objectID: String(id),
          attributesToRetrieve,
        }),
      ),
    );
    return productCardsOf(
      found.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
      locale,
    );
  },
);

export interface ListingResult {
  hits: TProductCard[];
  nbHits: number;
  nbPages: number;
  facets: FacetGroup[];
  bounds: { prices: NumericRange | null; promotions: NumericRange | null };
}

/**
 * One listing page: hits, facet counts and range bounds in one multi-query on the kind's replica
 * (the main query plus one count query per refined facet, @shop/domain/listing-facets).
 */
export const searchListing = cachedSearch(
  'listing',
  async function searchListing(
    store: Store,
    listing: { kind: ListingKind; state: ListingState; scope: string; query?: string },
    hitsPerPage: number,
    locale: Locale,
  ): Promise<ListingResult> {
    const { state, kind } = listing;
    const indexName = listingIndexName(store.productIndex, kind, state.sort);
    const params = listingSearchParams(state, listing.scope, hitsPerPage);
    const query = listing.query ?? '';
    const { results } = await client.searchForHits<Record<string, unknown>>({
      requests: [
        { indexName, query, ...params.main, ...cardParams(locale) },
        ...params.disjunctive.map((one) => ({ indexName, query, ...one, ...LEAN_SEARCH_PARAMS })),
      ],
    });
    const [main, ...counts] = results;
    const disjunctive: Partial<Record<ListFacet, FacetCounts>> = {};
    params.refinedFacets.forEach((facet, index) => {
      disjunctive[facet] = counts[index]?.facets ?? {};
    });
    const stats = main?.facets_stats as Record<string, { min: number; max: number }> | undefined;
    return {
      hits: productCardsOf(main?.hits ?? [], locale),
      nbHits: main?.nbHits ?? 0,
      nbPages: main?.nbPages ?? 0,
      facets: facetGroups(state, main?.facets ?? {}, disjunctive),
      bounds: {
        prices: rangeBounds(stats, 'prices'),
        promotions: rangeBounds(stats, 'promotions'),
      },
    };
  },
);

/** The most searched-for suggestions (most products first): the way out of an empty search. */
export const popularSuggestions = cachedSearch(
  'popular',
  async function popularSuggestions(store: Store, count: number) {
    const result = await client.searchSingleIndex<Record<string, unknown>>({
      indexName: store.suggestionIndex,
      searchParams: { query: '', hitsPerPage: count },
    });
    return result.hits;
  },
);

/** What the browser's search-only client needs: never the admin key, never a server-only host. */
export interface BrowserSearchConfig {
  appId: string;
  apiKey: string;
  /** The local service's public URL; absent for hosted Algolia (its own hosts). */
  url?: string;
}

export function browserSearchConfig(): BrowserSearchConfig {
  return {
    appId: env.ALGOLIA_APP_ID,
    apiKey: env.ALGOLIA_SEARCH_KEY,
    ...(env.ALGOLIA_HOSTED ? {} : { url: env.SEARCH_PUBLIC_URL ?? env.SEARCH_URL }),
  };
}
