import 'server-only';
import { ApiError, type TProductCard } from '@shop/api-client';
import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import {
  keepIndexedWishes,
  productIdFilters,
  WISHLIST_CHECK_PER_QUERY,
} from '@shop/domain/wishlist';
import { serverApi } from './api';
import { searchProducts } from './search';

export type WishlistPageData =
  | { kind: 'list'; products: TProductCard[] }
  /** The access token expired: the browser renews it, then the page is asked again. */
  | { kind: 'renew' }
  | { kind: 'error' };

/**
 * The shopper's favourite products for the /wishlist page, newest first: their wishes, kept
 * when the store's search index still holds the product (checked by productID, storefront
 * sections 4 and 7), with the index's card attributes for the card.
 */
export async function wishlistPageData(
  store: Store,
  locale: Locale,
  token: string,
): Promise<WishlistPageData> {
  try {
    const wishes = await serverApi(store.id, locale).wishes(token);
    const answers = await Promise.all(
      productIdFilters(wishes.map((wish) => wish.product)).map((filters) =>
        searchProducts(store, { filters, hitsPerPage: WISHLIST_CHECK_PER_QUERY, locale }),
      ),
    );
    const hits = new Map(
      answers.flatMap((answer) => answer.hits).map((hit) => [hit.productID, hit]),
    );
    const kept = keepIndexedWishes(wishes, hits.keys()).reverse();
    return { kind: 'list', products: kept.map((wish) => hits.get(wish.product)!) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { kind: 'renew' };
    // Reported only (section 8): the page says it cannot show the list now.
    console.error('Unable to get wishlist', error instanceof Error ? error.message : error);
    return { kind: 'error' };
  }
}
