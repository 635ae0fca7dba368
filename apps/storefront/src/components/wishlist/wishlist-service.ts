import { productIdFilterCalls, WISHLIST_CHECK_PER_QUERY, type Wish } from '@shop/domain/wishlist';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import type { BrowserSearchConfig } from '../../server/search';
import { apiFailure, loadBrowserApi, secureCall } from '../../browser/browser-api';
import { browserSearchClient } from '../search/search-client';

/**
 * The wishlist's calls from the browser (storefront section 7). This module and what it brings
 * (the API client, its schemas, the search client) load only once a signed-in shopper needs
 * them, never with the page.
 */

export interface WishlistContext {
  store: StoreId;
  locale: Locale;
  search: BrowserSearchConfig;
  /** The store's product index, where the check by productID runs. */
  productIndex: string;
}

type BrowserApi = Awaited<ReturnType<typeof loadBrowserApi>>;

/** A call under /secure with the current tokens, renewed once on a 401 (lib/browser-shopper). */
async function secure<T>(
  context: WishlistContext,
  call: (api: BrowserApi['api'], token: string) => Promise<T>,
  loaded?: BrowserApi,
) {
  const browserApi = loaded ?? (await loadBrowserApi(context.store, context.locale));
  return secureCall(browserApi, (token) => call(browserApi.api, token));
}

export const fetchWishes = (context: WishlistContext): Promise<Wish[]> =>
  secure(context, (api, token) => api.wishes(token));

export const addWish = (context: WishlistContext, product: number): Promise<Wish> =>
  secure(context, (api, token) => api.addWish(token, product));

/** A wish already gone (removed from another tab) is as good as removed. */
export async function removeWish(context: WishlistContext, id: number): Promise<void> {
  const loaded = await loadBrowserApi(context.store, context.locale);
  await secure(
    context,
    (api, token) =>
      api.removeWish(token, id).catch((error: unknown) => {
        if (apiFailure(loaded.client, error)?.status !== 404) throw error;
      }),
    loaded,
  );
}

/** The products of `productIds` the store's search index still holds (checked by productID). */
export async function indexedProducts(
  context: WishlistContext,
  productIds: readonly number[],
): Promise<Set<number>> {
  const client = browserSearchClient(context.search);
  const answers = await Promise.all(
    productIdFilterCalls(productIds).map((filters) =>
      client.searchForHits<{ productID: number }>({
        requests: filters.map((filter) => ({
          indexName: context.productIndex,
          query: '',
          filters: filter,
          hitsPerPage: WISHLIST_CHECK_PER_QUERY,
          attributesToRetrieve: ['productID'],
          attributesToHighlight: [],
        })),
      }),
    ),
  );
  const results = answers.flatMap((answer) => answer.results);
  return new Set(results.flatMap((result) => result.hits.map((hit) => Number(hit.productID))));
}
