import { describe, expect, it } from 'vitest';
import {
  ADDRESS_HOLD_LIMITS,
  CUSTOMER_HOLD_LIMITS,
  holdExcess,
  type Holding,
} from './unpaid-holds';

const nothing: Holding = { orders: 0, amountCents: 0, units: new Map() };
const order = (units: [number, number][], amountCents = 5_000) => ({
  amountCents,
  units: new Map(units),
});

describe('unpaid holds', () => {
  it('let a first order through up to every limit', () => {
    expect(holdExcess(nothing, order([[1, 10]], 200_000), CUSTOMER_HOLD_LIMITS)).toBeNull();
  });

  it('refuse the order past the number of unpaid orders', () => {
    const held = { ...nothing, orders: 2 };
    expect(holdExcess(held, order([[1, 1]]), CUSTOMER_HOLD_LIMITS)).toBeNull();
    expect(holdExcess({ ...held, orders: 3 }, order([[1, 1]]), CUSTOMER_HOLD_LIMITS)).toBe(
      'orders',
    );
  });

  it('count the units of each size across the unpaid orders', () => {
    const held = { orders: 1, amountCents: 10_000, units: new Map([[7, 8]]) };
    expect(holdExcess(held, order([[7, 2]]), CUSTOMER_HOLD_LIMITS)).toBeNull();
    expect(
      holdExcess(
        held,
        order([
          [8, 10],
          [7, 3],
        ]),
        CUSTOMER_HOLD_LIMITS,
      ),
    ).toBe('unitsPerSize');
    expect(holdExcess(nothing, order([[9, 11]]), CUSTOMER_HOLD_LIMITS)).toBe('unitsPerSize');
  });

  it('bound the amount still to pay', () => {
    const held = { orders: 1, amountCents: 150_000, units: new Map() };
    expect(holdExcess(held, order([[1, 1]], 50_000), CUSTOMER_HOLD_LIMITS)).toBeNull();
    expect(holdExcess(held, order([[1, 1]], 50_001), CUSTOMER_HOLD_LIMITS)).toBe('amount');
  });

  it('leave an address more room than a customer', () => {
    for (const limit of ['orders', 'unitsPerSize', 'amountCents'] as const)
      expect(ADDRESS_HOLD_LIMITS[limit]).toBeGreaterThan(CUSTOMER_HOLD_LIMITS[limit]);
  });
});
