import { CAME_FROM_BASKET_KEY } from '@shop/domain/checkout-steps';

/**
 * Journey section 2: a shopper sent to log in from step one of the basket sees the login page
 * in the checkout layout, timeline at step 2. Kept for the browser tab (sessionStorage);
 * leaving checkout other than to log in clears it (the storefront's pages clear it too).
 */

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Blocked storage: the flag is lost, never the page.
    return null;
  }
}

export function markCameFromBasket(): void {
  storage()?.setItem(CAME_FROM_BASKET_KEY, '1');
}

export function cameFromBasket(): boolean {
  return storage()?.getItem(CAME_FROM_BASKET_KEY) === '1';
}

export function clearCameFromBasket(): void {
  storage()?.removeItem(CAME_FROM_BASKET_KEY);
}
