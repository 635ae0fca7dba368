import { isPaymentErrorCode } from '@shop/domain/payment-errors';
import { describe, expect, it } from 'vitest';
import { shopErrorCode } from './decline-codes';

describe('Stripe decline codes', () => {
  it('map to the shop codes, the decline code before the error code', () => {
    expect(shopErrorCode(null, 'card_declined')).toBe('4000001');
    expect(shopErrorCode('insufficient_funds', 'card_declined')).toBe('4000002');
    expect(shopErrorCode('lost_card', 'card_declined')).toBe('4000012');
    expect(shopErrorCode(undefined, 'expired_card')).toBe('4000004');
    expect(shopErrorCode(null, 'payment_intent_authentication_failure')).toBe('4010201');
  });

  it('read anything unknown as the unknown error, always one of our codes', () => {
    expect(shopErrorCode('something_new', null)).toBe('4010312');
    expect(isPaymentErrorCode(shopErrorCode('fraudulent', null))).toBe(true);
  });
});
