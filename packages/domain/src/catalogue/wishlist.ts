/**
 * The wishlist (storefront sections 3, 4, 5 and 7): a wish is an id and a product; the state
 * is the products, whether the first load is still to come, and the product a guest asked to
 * add, kept until they come back signed in.
 */

export interface Wish {
  id: number;
  product: number;
}

export interface WishlistState {
  products: readonly Wish[];
  /** True until the list has been loaded (and again after a clear). */
  isFirstLoad: boolean;
  /** The product a guest's click asked for. */
  productToAdd: number | null;
  /** The same product, kept across the trip to /login so it is added on return. */
  productToAddAfterLoginOrSubscribe: number | null;
}

export const EMPTY_WISHLIST: WishlistState = {
  products: [],
  isFirstLoad: true,
  productToAdd: null,
  productToAddAfterLoginOrSubscribe: null,
};

/** Add appends unless the product is already there (section 4). */
export function addWish(products: readonly Wish[], wish: Wish): Wish[] {
  return hasProduct(products, wish.product) ? [...products] : [...products, wish];
}

/** Remove deletes by wish id (section 4). */
export function removeWish(products: readonly Wish[], id: number): Wish[] {
  return products.filter((wish) => wish.id !== id);
}

/** Clear empties the list and marks the first load again (section 4). */
export function clearWishlist(state: WishlistState): WishlistState {
  return { ...state, products: [], isFirstLoad: true };
}

/** Loaded once, only for logged-in shoppers, on first load (section 4). */
export function shouldLoadWishlist(state: Pick<WishlistState, 'isFirstLoad'>, loggedIn: boolean) {
  return loggedIn && state.isFirstLoad;
}

export function wishForProduct(products: readonly Wish[], productId: number): Wish | undefined {
  return products.find((wish) => wish.product === productId);
}

export function hasProduct(products: readonly Wish[], productId: number): boolean {
  return wishForProduct(products, productId) !== undefined;
}

/** Only wishes whose product the search index still holds are kept (section 4). */
export function keepIndexedWishes(
  wishes: readonly Wish[],
  indexedProductIds: Iterable<number>,
): Wish[] {
  const indexed = new Set(indexedProductIds);
  return wishes.filter((wish) => indexed.has(wish.product));
}

export type HeartAction = 'connect' | 'add' | 'remove';

/**
 * What a click on the heart does (section 4): a guest is invited to connect; a logged-in
 * shopper adds the product when absent and removes it when present.
 */
export function heartAction(
  loggedIn: boolean,
  products: readonly Wish[],
  productId: number,
): HeartAction {
  if (!loggedIn) return 'connect';
  return hasProduct(products, productId) ? 'remove' : 'add';
}

/** Products per search query of the index check: far below the service's 1000 hits a page. */
export const WISHLIST_CHECK_PER_QUERY = 100;

/**
 * The index check is by productID (section 7): one numeric filter per chunk of products,
 * e.g. `productID=12 OR productID=40`. Ids are deduplicated; non-integers are left out.
 */
export function productIdFilters(
  productIds: readonly number[],
  perQuery = WISHLIST_CHECK_PER_QUERY,
): string[] {
  const ids = [...new Set(productIds.filter((id) => Number.isSafeInteger(id) && id > 0))];
  const filters: string[] = [];
  for (let start = 0; start < ids.length; start += perQuery)
    filters.push(
      ids
        .slice(start, start + perQuery)
        .map((id) => `productID=${id}`)
        .join(' OR '),
    );
  return filters;
}

/**
 * Queries per search call of the index check: the search service takes at most 20 queries in
 * one multi-query from a search-only key (apps/search limits, issue 30), so a wishlist of more
 * than 2,000 products is checked in several calls.
 */
export const WISHLIST_CHECK_QUERIES_PER_CALL = 20;

/** The index check's filters grouped by search call (productIdFilters, 20 to a call). */
export function productIdFilterCalls(
  productIds: readonly number[],
  perCall = WISHLIST_CHECK_QUERIES_PER_CALL,
): string[][] {
  const filters = productIdFilters(productIds);
  const calls: string[][] = [];
  for (let start = 0; start < filters.length; start += perCall)
    calls.push(filters.slice(start, start + perCall));
  return calls;
}

/**
 * How long the product a guest asked for waits for them to sign in: long enough for the trip
 * through sign-up, short enough that a shopper who gave up does not find it added days later
 * (not in the spec: docs/decisions.md).
 */
export const PENDING_WISH_TTL_MS = 60 * 60 * 1000;

export interface PendingWish {
  product: number;
  at: number;
}

export function pendingWish(product: number, now: number): PendingWish {
  return { product, at: now };
}

/** The stored product to add after login, when it is well formed and not too old. */
export function pendingProduct(stored: unknown, now: number): number | null {
  if (typeof stored !== 'object' || stored === null) return null;
  const { product, at } = stored as Record<string, unknown>;
  if (typeof product !== 'number' || !Number.isSafeInteger(product) || product <= 0) return null;
  if (typeof at !== 'number' || at > now || now - at > PENDING_WISH_TTL_MS) return null;
  return product;
}
