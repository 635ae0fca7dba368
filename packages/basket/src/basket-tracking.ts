import { CURRENCY } from '@shop/domain/money';
import { basketChangeEvents } from '@shop/domain/tracking-events';
import type { createBasketStore } from './basket-store';

type BasketStore = ReturnType<typeof createBasketStore>;
type BasketEvent = ReturnType<typeof basketChangeEvents>[number];

/**
 * add_to_cart and remove_from_cart for every change the shopper makes to the basket (issue 30,
 * item 20), wherever it is made: a size picked on a product page or a card, a quantity or a
 * removal on the basket page. The server's recalculations are not the shopper's and tell
 * nothing. Returns the unsubscribe.
 */
export function trackBasketChanges(store: BasketStore, push: (event: BasketEvent) => void) {
  return store.subscribe((state, previous) => {
    if (state.changedBy !== 'shopper' || state.lines === previous.lines) return;
    for (const event of basketChangeEvents(previous.lines, state.lines, CURRENCY)) push(event);
  });
}
