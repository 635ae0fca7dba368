import { describe, expect, it } from 'vitest';
import {
  allowsPaypal4x,
  canTransition,
  hasBill,
  holdsStock,
  isOfflinePayment,
  isOrderInProgress,
  offeredPaymentMethods,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderNumber,
  stockHoldEndsAt,
  type OrderStatus,
} from './orders';

describe('order transitions', () => {
  it('lets an unpaid order be paid or cancelled, and nothing else', () => {
    for (const from of ['awaiting_payment', 'awaiting_transfer'] as const) {
      expect(canTransition(from, 'paid')).toBe(true);
      expect(canTransition(from, 'cancelled')).toBe(true);
      expect(canTransition(from, 'shipped')).toBe(false);
      expect(canTransition(from, 'refunded')).toBe(false);
    }
  });

  it('ships only paid or prepared orders and delivers only shipped ones', () => {
    expect(canTransition('paid', 'shipped')).toBe(true);
    expect(canTransition('preparing', 'shipped')).toBe(true);
    expect(canTransition('awaiting_payment', 'shipped')).toBe(false);
    expect(canTransition('shipped', 'delivered')).toBe(true);
    expect(canTransition('paid', 'delivered')).toBe(false);
  });

  it('never cancels a shipped order (it is refunded instead)', () => {
    expect(canTransition('shipped', 'cancelled')).toBe(false);
    expect(canTransition('delivered', 'cancelled')).toBe(false);
    expect(canTransition('shipped', 'refunded')).toBe(true);
  });

  it('ends at cancelled and refunded', () => {
    for (const to of ORDER_STATUSES) {
      expect(canTransition('cancelled', to)).toBe(false);
      expect(canTransition('refunded', to)).toBe(false);
    }
  });

  it('names only known statuses and never a status itself', () => {
    for (const [from, targets] of Object.entries(ORDER_TRANSITIONS)) {
      for (const to of targets) expect(ORDER_STATUSES).toContain(to);
      expect(targets).not.toContain(from);
    }
  });

  it('refunds only what was paid', () => {
    const refundable = ORDER_STATUSES.filter((status) => canTransition(status, 'refunded'));
    expect(refundable.sort()).toEqual(['delivered', 'paid', 'preparing', 'shipped']);
  });

  it('keeps the stock taken unless cancelled, and files finished orders apart', () => {
    expect(ORDER_STATUSES.filter((status) => !holdsStock(status))).toEqual(['cancelled']);
    const finished = ORDER_STATUSES.filter((status) => !isOrderInProgress(status));
    expect(finished.sort()).toEqual(['cancelled', 'delivered', 'refunded']);
  });
});

describe('bills', () => {
  it('exist once the order was paid, even after a refund or a cancellation', () => {
    expect(hasBill(['awaiting_payment', 'paid'])).toBe(true);
    expect(hasBill(['awaiting_transfer', 'paid', 'shipped', 'delivered', 'refunded'])).toBe(true);
    expect(hasBill(['awaiting_payment', 'paid', 'cancelled'])).toBe(true);
  });

  it('do not exist for an order never paid', () => {
    expect(hasBill(['awaiting_payment'])).toBe(false);
    expect(hasBill(['awaiting_transfer', 'cancelled'])).toBe(false);
  });
});

// Dates count from the clock: the rules are about durations and months, not about a year.
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

describe('stock hold', () => {
  const placed = new Date();
  it('ends 30 minutes after an unpaid card or PayPal order', () => {
    for (const method of [12, 7])
      expect(stockHoldEndsAt('awaiting_payment', method, placed)?.getTime()).toBe(
        placed.getTime() + 30 * MINUTE_MS,
      );
  });

  it('ends 7 days after a transfer or a cheque that never came', () => {
    expect(stockHoldEndsAt('awaiting_transfer', 11, placed)?.getTime()).toBe(
      placed.getTime() + 7 * DAY_MS,
    );
    expect(stockHoldEndsAt('awaiting_payment', 2, placed)?.getTime()).toBe(
      placed.getTime() + 7 * DAY_MS,
    );
    expect(isOfflinePayment(11) && isOfflinePayment(2)).toBe(true);
    expect(isOfflinePayment(12) || isOfflinePayment(7) || isOfflinePayment(10)).toBe(false);
  });

  it('does not end for an order that has its money or is over', () => {
    const others: OrderStatus[] = ['paid', 'preparing', 'shipped', 'delivered', 'cancelled'];
    for (const status of others) expect(stockHoldEndsAt(status, 12, placed)).toBeNull();
  });
});

describe('PayPal 4x', () => {
  it('is offered from its minimum to its maximum, both included', () => {
    expect(allowsPaypal4x(29.99)).toBe(false);
    expect(allowsPaypal4x(30)).toBe(true);
    expect(allowsPaypal4x(2000)).toBe(true);
    expect(allowsPaypal4x(2000.01)).toBe(false);
  });
});

describe('order numbers', () => {
  const now = new Date();
  const yymm = (date: Date) =>
    `${String(date.getUTCFullYear() % 100).padStart(2, '0')}${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  // The first day of the next January, in UTC: a new year and a two-digit month.
  const january = new Date(Date.UTC(now.getUTCFullYear() + 1, 0, 1));

  it('reads as store, year and month, and the id in base 36', () => {
    expect(orderNumber('fr', now, 1)).toBe(`FR-${yymm(now)}-000001`);
    expect(orderNumber('int', january, 36)).toBe(`INT-${yymm(january)}-000010`);
    expect(yymm(january)).toMatch(/^\d{2}01$/);
    expect(orderNumber('es', now, 2_176_782_335)).toBe(`ES-${yymm(now)}-ZZZZZZ`);
  });

  it('is unique per id whatever the store and month', () => {
    const numbers = new Set<string>();
    for (let id = 1; id <= 5000; id += 1) numbers.add(orderNumber('fr', now, id));
    expect(numbers.size).toBe(5000);
  });

  it('takes the month in UTC', () => {
    // 23:30 on 31 December two hours west of UTC is already January in UTC.
    const newYearsEve = new Date(january.getTime() + 90 * MINUTE_MS);
    expect(orderNumber('de', newYearsEve, 7)).toBe(`DE-${yymm(january)}-000007`);
  });
});

describe('offered payment methods', () => {
  it("offers vouchers, the provider's methods and bank transfer, cheque only where enabled", () => {
    expect(offeredPaymentMethods({ providerMethods: [12, 7], acceptsCheque: false })).toEqual([
      10, 12, 7, 11,
    ]);
    expect(offeredPaymentMethods({ providerMethods: [12], acceptsCheque: false })).toEqual([
      10, 12, 11,
    ]);
    expect(offeredPaymentMethods({ providerMethods: [7, 12], acceptsCheque: true })).toEqual([
      10, 12, 7, 11, 2,
    ]);
  });
});
