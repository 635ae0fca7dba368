import { EMPTY_WISHLIST, hasProduct, type WishlistState } from '@shop/domain/wishlist';
import { create } from 'zustand';

/** Unknown until the header starts the wishlist; a guest is known from the session cookie. */
export type WishlistStatus = 'unknown' | 'guest' | 'customer';

export interface WishlistStore extends WishlistState {
  status: WishlistStatus;
  /** Products whose change is running: their hearts show a spinner. */
  busy: readonly number[];
}

/**
 * The wishlist state of storefront section 3, shared by the header count, every heart and the
 * /wishlist page. Changes go through wishlist-actions.ts.
 */
export const useWishlist = create<WishlistStore>()(() => ({
  ...EMPTY_WISHLIST,
  status: 'unknown',
  busy: [],
}));

// Each heart subscribes to its own booleans only: a change re-renders the hearts it touches.
export const useInWishlist = (productId: number) =>
  useWishlist((state) => hasProduct(state.products, productId));
export const useWishBusy = (productId: number) =>
  useWishlist((state) => state.busy.includes(productId));
/** Loaded: the list is known (before that, the header shows no count). */
export const useWishlistLoaded = () =>
  useWishlist((state) => state.status === 'customer' && !state.isFirstLoad);
