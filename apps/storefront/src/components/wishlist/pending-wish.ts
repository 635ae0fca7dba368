import { pendingProduct, pendingWish } from '@shop/domain/wishlist';

/**
 * The product a guest asked for (productToAddAfterLoginOrSubscribe), kept in local storage so
 * it survives the trip to the checkout app's /login (same origin) and back.
 */
const KEY = 'shop.wishlist.productToAdd';

export function savePendingWish(product: number): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(pendingWish(product, Date.now())));
  } catch {
    // No storage (private mode): the product is simply not added after login.
  }
}

export function readPendingWish(): number | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw === null ? null : pendingProduct(JSON.parse(raw), Date.now());
  } catch {
    return null;
  }
}

export function clearPendingWish(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored then.
  }
}
