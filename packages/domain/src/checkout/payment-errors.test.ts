import { describe, expect, it } from 'vitest';
import {
  isPaymentErrorCode,
  PAYMENT_ERROR_CODES,
  PAYMENT_ERRORS,
  paymentErrorMessageKey,
  THREE_D_SECURE_CODE,
} from './payment-errors';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String(from + index));

describe('payment error codes', () => {
  it('cover 4000001-4000012 and the three families 40101xx, 40102xx, 40103xx of twelve', () => {
    expect(PAYMENT_ERROR_CODES).toEqual([
      ...range(4000001, 4000012),
      ...range(4010101, 4010112),
      ...range(4010201, 4010212),
      ...range(4010301, 4010312),
    ]);
  });

  it('give each code a message of its own', () => {
    const keys = PAYMENT_ERRORS.map((error) => error.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('map the spec-named reasons to the expected codes', () => {
    expect(paymentErrorMessageKey('4000001')).toBe('payment.errors.refused');
    expect(paymentErrorMessageKey('4000002')).toBe('payment.errors.insufficientFunds');
    expect(paymentErrorMessageKey('4000004')).toBe('payment.errors.expiredCard');
    expect(paymentErrorMessageKey(THREE_D_SECURE_CODE)).toBe('payment.errors.threeDSecureRequired');
  });

  it('read an unknown code as the unknown error', () => {
    expect(isPaymentErrorCode('4010313')).toBe(false);
    expect(isPaymentErrorCode(4000001)).toBe(false);
    expect(paymentErrorMessageKey('4010313')).toBe('payment.errors.unknownError');
  });
});
