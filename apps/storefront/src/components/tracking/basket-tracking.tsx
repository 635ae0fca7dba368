'use client';

import { basketStore, trackBasketChanges } from '@shop/basket';
import { useEffect } from 'react';
import { trackEvent } from './track';

/** add_to_cart and remove_from_cart of every basket change the shopper makes on this page. */
export function BasketTracking() {
  useEffect(() => trackBasketChanges(basketStore(), trackEvent), []);
  return null;
}
