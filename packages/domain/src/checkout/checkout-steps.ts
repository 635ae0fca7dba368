/** Journey section 2: the checkout timeline, basket 1, shipping 2, payment 3, confirmation 4. */
export type CheckoutStepNumber = 1 | 2 | 3 | 4;

export interface CheckoutStep {
  step: CheckoutStepNumber;
  /** Message key under `checkout.` of @shop/i18n. */
  labelKey: 'stepBasket' | 'stepShipping' | 'stepPayment' | 'stepConfirmation';
  /** Where a completed step links back to; null: never a link (an order is not re-confirmed). */
  href: string | null;
}

export const CHECKOUT_STEPS: readonly CheckoutStep[] = [
  { step: 1, labelKey: 'stepBasket', href: '/checkout/basket' },
  { step: 2, labelKey: 'stepShipping', href: '/checkout/shipping' },
  { step: 3, labelKey: 'stepPayment', href: '/checkout/summary' },
  { step: 4, labelKey: 'stepConfirmation', href: null },
];

export type StepStatus = 'done' | 'current' | 'upcoming';

/** Steps before the current one are done (and link back), the ones after it upcoming. */
export function stepStatus(step: CheckoutStepNumber, current: CheckoutStepNumber): StepStatus {
  if (step < current) return 'done';
  return step === current ? 'current' : 'upcoming';
}

/**
 * Journey section 2's comeFromStepOneOfBasket flag, under this sessionStorage key (the tab's):
 * the login page of a shopper sent there from the basket wears the checkout header and the
 * timeline at step 2. Leaving checkout other than to log in clears it, the storefront's pages
 * included (another app of the same origin, reached by full page loads).
 */
export const CAME_FROM_BASKET_KEY = 'shop.comeFromStepOneOfBasket';
