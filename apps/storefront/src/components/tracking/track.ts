'use client';

import { CURRENCY } from '@shop/domain/money';
import type { TrackedProduct } from '@shop/domain/tracking';
import { ecommerceEvent, pushWhenConsented } from '@shop/domain/tracking-events';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/** Appends to the tag manager's data layer (which it reads once its script loads). */
export function pushToDataLayer(event: Record<string, unknown>) {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

/**
 * A shopper's action (an add, a pick in a list...), told at once when the shopper has answered
 * the consent banner, and not at all before: ready-to-track of storefront section 4.
 */
export function trackEvent(event: Record<string, unknown>) {
  pushWhenConsented(window, document.cookie, event);
}

/**
 * The products this page showed with their tracked payload (a listing's cards, the product
 * page's product): an action known by a product id alone (a wishlist heart) is told with them.
 */
const shownProducts = new Map<number, TrackedProduct>();

export function rememberProducts(products: readonly TrackedProduct[]) {
  for (const product of products) shownProducts.set(product.productId, product);
}

/** add_to_wishlist, with the product as the page showed it; nothing for one it did not show. */
export function trackWishlistAdd(productId: number) {
  const product = shownProducts.get(productId);
  if (product) trackEvent(ecommerceEvent('add_to_wishlist', [product], { currency: CURRENCY }));
}
