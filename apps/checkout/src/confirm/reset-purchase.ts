import type { BasketStore } from '../basket/basket-context';
import { writePromotionCode } from '../basket/promotion-code';
import { endAttempt } from '../payment/order-attempt';
import { paymentStore } from '../payment/payment-store';
import { deliveryStore } from '../shipping/delivery-store';

/** Orders whose purchase was already cleaned up in this browser (the last few). */
export const CLEANED_ORDERS_STORAGE_KEY = 'shop.cleanedOrders';
const KEEP = 20;

function cleanedOrders(): number[] {
  try {
    const raw = window.localStorage.getItem(CLEANED_ORDERS_STORAGE_KEY);
    const ids: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

/**
 * Section 4's "cleaning the basket resets everything", once an order is confirmed: the lines,
 * the promotion code, the delivery and payment choices and the order attempt. Once per order:
 * a reload of the confirmation (or its bookmark) must not empty a basket filled since.
 */
export function resetPurchaseOnce(orderId: number, basket: BasketStore): boolean {
  const done = cleanedOrders();
  if (done.includes(orderId)) return false;
  basket.getState().clear();
  writePromotionCode(null);
  deliveryStore.getState().clear();
  paymentStore.getState().clear();
  endAttempt();
  try {
    window.localStorage.setItem(
      CLEANED_ORDERS_STORAGE_KEY,
      JSON.stringify([...done, orderId].slice(-KEEP)),
    );
  } catch {
    // Storage full or blocked: the basket is clean all the same.
  }
  return true;
}
