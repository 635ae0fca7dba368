export type CheckoutStepNumber = 1 | 2 | 3 | 4;

export interface CheckoutStep {
  step: CheckoutStepNumber;
  /** Message key under `checkout.`. */
  labelKey: 'stepBasket' | 'stepShipping' | 'stepPayment' | 'stepConfirmation';
  /** Where a completed step links back to (journey spec section 2); null: never a link. */
  href: string | null;
}

/** The checkout timeline: basket 1, shipping 2, payment 3, confirmation 4. */
export const CHECKOUT_STEPS: readonly CheckoutStep[] = [
  { step: 1, labelKey: 'stepBasket', href: '/checkout/basket' },
  { step: 2, labelKey: 'stepShipping', href: '/checkout/shipping' },
  { step: 3, labelKey: 'stepPayment', href: '/checkout/summary' },
  { step: 4, labelKey: 'stepConfirmation', href: null },
];

export type StepStatus = 'done' | 'current' | 'upcoming';

export function stepStatus(step: CheckoutStepNumber, current: CheckoutStepNumber): StepStatus {
  if (step < current) return 'done';
  return step === current ? 'current' : 'upcoming';
}

/** What a route declares in its `handle`: the step it is (none: no timeline). */
export interface CheckoutRouteHandle {
  step?: CheckoutStepNumber;
  /** A login page: step 2 when the shopper came from step one of the basket (section 2). */
  login?: boolean;
  /** Section 2: the shipping page shows the reassurance block on mobile. */
  reassurance?: boolean;
}

/** Whether the deepest route asks for the reassurance block. */
export function reassuranceFromMatches(matches: ReadonlyArray<{ handle?: unknown }>): boolean {
  return matches.some((match) => (match.handle as CheckoutRouteHandle | undefined)?.reassurance);
}

/** Login pages are part of the checkout flow; the flag survives them only. */
export function isLoginRoute(matches: ReadonlyArray<{ handle?: unknown }>): boolean {
  return matches.some((match) => (match.handle as CheckoutRouteHandle | undefined)?.login);
}

/** The step of the deepest matched route that declares one. */
export function stepFromMatches(
  matches: ReadonlyArray<{ handle?: unknown }>,
): CheckoutStepNumber | null {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as CheckoutRouteHandle | undefined;
    if (handle?.step) return handle.step;
  }
  return null;
}
