import { describe, expect, it } from 'vitest';
import {
  isCardExpired,
  isSafeRedirectUrl,
  isSelectionOffered,
  isSelectionUsable,
  paymentChoice,
  paypal4xOffer,
} from './payment-choice';

const card = { id: 'card_1', brand: 'Visa', last4: '4242', expMonth: 3, expYear: 2027 };

describe('payment choice', () => {
  it('sends the spec method ids', () => {
    expect(paymentChoice({ kind: 'savedCard', card })).toEqual({
      methodId: 12,
      savedCardId: 'card_1',
    });
    expect(paymentChoice({ kind: 'newCard', remember: true })).toEqual({
      methodId: 12,
      savedCardId: null,
      remember: true,
    });
    expect(paymentChoice({ kind: 'paypal', installments: 4 })).toEqual({
      methodId: 7,
      installments: 4,
    });
    expect(paymentChoice({ kind: 'transfer' })).toEqual({ methodId: 11 });
    expect(paymentChoice({ kind: 'cheque' })).toEqual({ methodId: 2 });
  });

  it('keeps only the methods the store offers', () => {
    const noPaypal = [10, 12, 11];
    expect(isSelectionOffered({ kind: 'newCard', remember: false }, noPaypal)).toBe(true);
    expect(isSelectionOffered({ kind: 'paypal', installments: 1 }, noPaypal)).toBe(false);
    expect(isSelectionOffered({ kind: 'cheque' }, noPaypal)).toBe(false);
    expect(isSelectionOffered({ kind: 'cheque' }, [...noPaypal, 2])).toBe(true);
    // Stripe: PayPal in one payment, not in four.
    const stripe = [10, 12, 7, 11];
    expect(isSelectionOffered({ kind: 'paypal', installments: 1 }, stripe, false)).toBe(true);
    expect(isSelectionOffered({ kind: 'paypal', installments: 4 }, stripe, false)).toBe(false);
    expect(isSelectionOffered({ kind: 'paypal', installments: 4 }, stripe, true)).toBe(true);
  });

  it('offers PayPal 4x from 30 € to 2,000 €, in cents', () => {
    expect(paypal4xOffer(null)).toBe('unknown');
    expect(paypal4xOffer(29.99)).toBe('below');
    expect(paypal4xOffer(30)).toBe('available');
    expect(paypal4xOffer(2000)).toBe('available');
    expect(paypal4xOffer(2000.01)).toBe('above');
  });

  it('lets a card pay until the end of its expiry month', () => {
    expect(isCardExpired(card, new Date(2027, 2, 31))).toBe(false);
    expect(isCardExpired(card, new Date(2027, 3, 1))).toBe(true);
    expect(isCardExpired(card, new Date(2028, 0, 1))).toBe(true);
  });

  it('keeps a choice only while it can pay', () => {
    const now = new Date(2026, 0, 1);
    const saved = { kind: 'savedCard', card } as const;
    expect(isSelectionUsable(saved, { cards: [card], total: 50, now })).toBe(true);
    expect(isSelectionUsable(saved, { cards: [], total: 50, now })).toBe(false);
    const paypal4x = { kind: 'paypal', installments: 4 } as const;
    expect(isSelectionUsable(paypal4x, { cards: [], total: 50, now })).toBe(true);
    expect(isSelectionUsable(paypal4x, { cards: [], total: 20, now })).toBe(false);
  });

  it("follows the provider's pages only", () => {
    expect(isSafeRedirectUrl('/api/v5/sandbox/pay/pi_1')).toBe(true);
    expect(isSafeRedirectUrl('https://checkout.stripe.com/c/pay/cs_test')).toBe(true);
    expect(isSafeRedirectUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeRedirectUrl('//evil.example/pay')).toBe(false);
  });
});
