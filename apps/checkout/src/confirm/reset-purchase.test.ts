import { createBasketStore } from '@shop/basket';
import { afterEach, describe, expect, it } from 'vitest';
import { PROMOTION_STORAGE_KEY } from '../basket/promotion-code';
import { attemptKey, ORDER_ATTEMPT_STORAGE_KEY } from '../payment/order-attempt';
import { paymentStore } from '../payment/payment-store';
import { deliveryStore } from '../shipping/delivery-store';
import { cap, hoodie } from '../test/fixtures';
import { HOME_DELIVERY } from '../test/purchase';
import { resetPurchaseOnce } from './reset-purchase';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('purchase reset', () => {
  it('cleans the basket, the code, the delivery, the payment and the attempt, once per order', () => {
    const basket = createBasketStore();
    basket.getState().replaceLines([cap]);
    localStorage.setItem(PROMOTION_STORAGE_KEY, 'BIENVENUE10');
    deliveryStore.setState(HOME_DELIVERY);
    paymentStore.setState({ selection: { kind: 'transfer' }, termsAccepted: true });
    attemptKey({ some: 'body' });

    expect(resetPurchaseOnce(4, basket)).toBe(true);
    expect(basket.getState().lines).toEqual([]);
    expect(localStorage.getItem(PROMOTION_STORAGE_KEY)).toBeNull();
    expect(deliveryStore.getState().choice.carrierId).toBeNull();
    expect(paymentStore.getState()).toMatchObject({ selection: null, termsAccepted: false });
    expect(sessionStorage.getItem(ORDER_ATTEMPT_STORAGE_KEY)).toBeNull();

    // The confirmation reloaded after a new basket was filled: that basket stays.
    basket.getState().replaceLines([hoodie]);
    expect(resetPurchaseOnce(4, basket)).toBe(false);
    expect(basket.getState().lines).toHaveLength(1);
    expect(resetPurchaseOnce(5, basket)).toBe(true);
    expect(basket.getState().lines).toEqual([]);
  });
});
