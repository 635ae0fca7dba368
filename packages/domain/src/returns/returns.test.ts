import { describe, expect, it } from 'vitest';
import {
  canMoveReturn,
  holdsQuantities,
  isReturnCommentValid,
  isReturnTransportFree,
  isReturnWindowOpen,
  RETURN_FEE_CENTS,
  RETURN_REFUND_TYPES,
  RETURN_STATUSES,
  returnCreditExpiry,
  returnDeadline,
  returnLineErrors,
  returnNumber,
  returnRefund,
  returnedValueCents,
  returnWindowEnd,
  splitRefund,
} from './returns';

const DAY = 86_400_000;
const now = new Date();

describe('return window', () => {
  it('is open until 14 days after delivery, closed after and before delivery', () => {
    const delivered = new Date(now.getTime() - 14 * DAY + 60_000);
    expect(isReturnWindowOpen(delivered, now)).toBe(true);
    expect(isReturnWindowOpen(new Date(now.getTime() - 14 * DAY - 60_000), now)).toBe(false);
    expect(isReturnWindowOpen(null, now)).toBe(false);
    expect(returnWindowEnd(now).getTime() - now.getTime()).toBe(14 * DAY);
  });

  it('gives a requested return 14 days for its parcel', () => {
    expect(returnDeadline(now).getTime() - now.getTime()).toBe(14 * DAY);
  });
});

describe('return refund', () => {
  it('keeps the 5,99 € fee on a refund to the payment method', () => {
    expect(RETURN_FEE_CENTS).toBe(599);
    expect(returnRefund(5000, RETURN_REFUND_TYPES.refund, [1])).toEqual({
      feeCents: 599,
      amountCents: 4401,
    });
  });

  it('keeps no fee when the shop carries the parcel (defective or wrong item), as the coupon says', () => {
    for (const reasons of [[5], [6], [1, 5]]) {
      expect(isReturnTransportFree(reasons)).toBe(true);
      expect(returnRefund(5000, RETURN_REFUND_TYPES.refund, reasons)).toEqual({
        feeCents: 0,
        amountCents: 5000,
      });
    }
    expect(isReturnTransportFree([1, 2, 3, 4, 7])).toBe(false);
  });

  it('gives a credit of the whole amount, without fee', () => {
    expect(returnRefund(5000, RETURN_REFUND_TYPES.credit, [1])).toEqual({
      feeCents: 0,
      amountCents: 5000,
    });
  });

  it('never refunds below zero', () => {
    expect(returnRefund(300, RETURN_REFUND_TYPES.refund, [3])).toEqual({
      feeCents: 300,
      amountCents: 0,
    });
  });

  it('pays back through the provider only what it still holds, the rest as a credit', () => {
    expect(splitRefund(4401, 10_000)).toEqual({ providerCents: 4401, creditCents: 0 });
    expect(splitRefund(4401, 1000)).toEqual({ providerCents: 1000, creditCents: 3401 });
    expect(splitRefund(4401, 0)).toEqual({ providerCents: 0, creditCents: 4401 });
  });

  it('makes the credit valid one year', () => {
    const issued = new Date(Date.UTC(now.getUTCFullYear(), 2, 10, 12));
    const expiry = returnCreditExpiry(issued);
    expect(expiry.getUTCFullYear()).toBe(issued.getUTCFullYear() + 1);
    expect(expiry.getUTCMonth()).toBe(2);
    expect(expiry.getUTCDate()).toBe(10);
  });
});

describe('return lines', () => {
  const remaining = new Map([
    [10, 2],
    [11, 1],
  ]);

  const comment = 'Trop serré aux épaules';

  it('accepts quantities within what is left, with a reason and a comment', () => {
    expect(
      returnLineErrors([{ orderLineId: 10, quantity: 2, reasonId: 1, comment }], remaining).size,
    ).toBe(0);
  });

  it('refuses more than is left, an unknown line, a line twice, an unknown reason', () => {
    const errors = returnLineErrors(
      [
        { orderLineId: 10, quantity: 3, reasonId: 1, comment },
        { orderLineId: 99, quantity: 1, reasonId: 1, comment },
        { orderLineId: 11, quantity: 1, reasonId: 42, comment },
        { orderLineId: 11, quantity: 1, reasonId: 1, comment },
      ],
      remaining,
    );
    expect([...errors]).toEqual([
      [0, 'quantity'],
      [1, 'quantity'],
      [2, 'reason'],
      [3, 'duplicate'],
    ]);
  });

  it('asks a comment of 10 characters or more whatever the reason (section 5)', () => {
    for (const reasonId of [1, 2, 3, 4, 5, 6, 7]) {
      const line = (text?: string) => [{ orderLineId: 10, quantity: 1, reasonId, comment: text }];
      expect(returnLineErrors(line('trop court'), remaining).size).toBe(0);
      expect(returnLineErrors(line(' court   '), remaining).get(0)).toBe('comment');
      expect(returnLineErrors(line(), remaining).get(0)).toBe('comment');
    }
    expect(isReturnCommentValid('123456789')).toBe(false);
    expect(isReturnCommentValid(null)).toBe(false);
  });
});

describe('return statuses', () => {
  it('only leaves waitClient, once', () => {
    for (const to of RETURN_STATUSES)
      expect(canMoveReturn('waitClient', to)).toBe(to !== 'waitClient');
    for (const from of RETURN_STATUSES.filter((status) => status !== 'waitClient'))
      for (const to of RETURN_STATUSES) expect(canMoveReturn(from, to)).toBe(false);
  });

  it('holds quantities only while waiting or received', () => {
    expect(RETURN_STATUSES.filter(holdsQuantities)).toEqual(['waitClient', 'done']);
  });

  it('numbers a return after its order', () => {
    expect(returnNumber('FR-2611-00A1B2', 35)).toBe('FR-2611-00A1B2-R000Z');
  });
});

describe('returned value', () => {
  it('is the paid price, less its share of a promotion code', () => {
    expect(returnedValueCents(2000, 2, { goodsCents: 10_000, discountCents: 0 })).toBe(4000);
    expect(returnedValueCents(2000, 2, { goodsCents: 10_000, discountCents: 1000 })).toBe(3600);
  });
});
