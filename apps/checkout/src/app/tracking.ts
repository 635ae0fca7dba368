import type { BasketLine } from '@shop/domain/basket';
import { CURRENCY } from '@shop/domain/money';
import {
  basketLineProduct,
  ecommerceEvent,
  purchaseEvent,
  pushWhenConsented,
  type EcommerceDetails,
  type PurchasedOrder,
} from '@shop/domain/tracking-events';

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
