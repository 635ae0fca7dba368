import type { TVoucher } from '@shop/api-client';
import { describe, expect, it } from 'vitest';
import { spendableVouchers, voucherPart } from './voucher-part';

const now = new Date();
const DAY = 86_400_000;
const voucher = (id: number, remaining: number, expiresInDays: number): TVoucher => ({
  id,
  kind: 'voucher',
  origin: 'goodwill',
  label: 'Geste commercial',
  amount: remaining,
  remaining,
  validFrom: new Date(now.getTime() - DAY).toISOString(),
  expiresAt: new Date(now.getTime() + expiresInDays * DAY).toISOString(),
  state: remaining > 0 && expiresInDays > 0 ? 'active' : remaining > 0 ? 'expired' : 'used',
});

describe('spendableVouchers', () => {
  it('keeps those that can pay now, the soonest to expire first', () => {
    const list = [voucher(1, 10, 300), voucher(2, 0, 30), voucher(3, 5, -2), voucher(4, 7, 20)];
    expect(spendableVouchers(list, now).map((known) => known.id)).toEqual([4, 1]);
  });
});

describe('voucherPart', () => {
  const list = [voucher(1, 10.1, 300), voucher(2, 20.05, 30)];

  it('pays with the chosen vouchers first and leaves the rest to another method', () => {
    expect(voucherPart(39.95, list, [1], now)).toEqual({
      ids: [1],
      covered: 10.1,
      rest: 29.85,
      coversAll: false,
    });
  });

  it('covers the whole order when the chosen vouchers hold enough, never beyond it', () => {
    expect(voucherPart(25.5, list, [1, 2], now)).toEqual({
      ids: [1, 2],
      covered: 25.5,
      rest: 0,
      coversAll: true,
    });
  });

  it('forgets chosen ids that are no longer spendable, and waits for the total', () => {
    expect(voucherPart(30, list, [9], now)).toEqual({
      ids: [],
      covered: 0,
      rest: 30,
      coversAll: false,
    });
    expect(voucherPart(null, list, [2], now)).toEqual({
      ids: [2],
      covered: 0,
      rest: null,
      coversAll: false,
    });
  });
});
