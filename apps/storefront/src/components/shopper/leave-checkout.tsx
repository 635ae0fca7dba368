'use client';

import { CAME_FROM_BASKET_KEY } from '@shop/domain/checkout-steps';
import { useEffect } from 'react';

/**
 * Journey section 2: leaving checkout other than to log in clears the came-from-basket flag.
 * A storefront page is outside checkout, and the checkout cannot see the shopper leave (a full
 * page load to another app): the storefront clears it, so a later visit to /login shows the
 * plain login page, not the checkout's header and timeline.
 */
export function LeaveCheckout() {
  useEffect(() => {
    try {
      window.sessionStorage.removeItem(CAME_FROM_BASKET_KEY);
    } catch {
      // Blocked storage holds no flag to clear.
    }
  }, []);
  return null;
}
