import type { BasketLine } from '@shop/domain/basket';
import { CURRENCY } from '@shop/domain/money';
import {
  basketLineProduct,
  consentFromCookies,
  ecommerceEvent,
  loadTagManager,
  purchaseEvent,
  pushWhenConsented,
  type EcommerceDetails,
  type PurchasedOrder,
} from '@shop/domain/tracking-events';
import { TAG_MANAGER_META } from './tracking-meta';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

/**
 * The checkout's steps in the tag manager's data layer (issue 30, item 20), built as the
 * storefront builds its events (@shop/domain/tracking-events), once the shopper answered the
 * consent banner the storefront showed (the same cookie on the one origin).
 */
export function trackEvent(event: Record<string, unknown>) {
  pushWhenConsented(window, document.cookie, event);
}

type CheckoutStep = 'begin_checkout' | 'add_shipping_info' | 'add_payment_info';

/** A step of the checkout with the basket's lines (begin, delivery chosen, payment chosen). */
export function trackCheckoutStep(
  step: CheckoutStep,
  lines: readonly BasketLine[],
  details: Omit<EcommerceDetails, 'currency'> = {},
) {
  trackEvent(
    ecommerceEvent(
      step,
      lines.map((line) => basketLineProduct(line, CURRENCY)),
      { currency: CURRENCY, ...details },
    ),
  );
}

/** The confirmed order, once (the confirmation page's clean-up runs once per order). */
export const trackPurchase = (order: PurchasedOrder) => trackEvent(purchaseEvent(order, CURRENCY));

/**
 * The tag manager's container, when the server named one in the page and the shopper gave
 * analytics consent on the storefront (the same loader as the storefront's).
 */
export function startTagManager() {
  const gtmId = document
    .querySelector<HTMLMetaElement>(`meta[name="${TAG_MANAGER_META}"]`)
    ?.getAttribute('content');
  loadTagManager<HTMLScriptElement>(window, gtmId, consentFromCookies(document.cookie), {
    onError: () => console.error('Unable to send data to GTM'),
  });
}
