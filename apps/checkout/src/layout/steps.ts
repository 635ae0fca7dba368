import type { CheckoutStepNumber } from '@shop/domain/checkout-steps';

// The steps themselves are a rule of the journey (@shop/domain/checkout-steps); this is how
// the app's routes declare theirs.

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
