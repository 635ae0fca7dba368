import { describe, expect, it } from 'vitest';
import {
  allocateVouchers,
  availableCents,
  creditExpiry,
  formatGiftCardCode,
  normalizeGiftCardCode,
  voucherState,
} from './vouchers';

const now = new Date();
const days = (count: number) => new Date(now.getTime() + count * 86_400_000);
const voucher = (
  id: number,
  remainingCents: number,
  expiresInDays: number,
  validFromDays = -1,
) => ({
  id,
  remainingCents,
  expiresAt: days(expiresInDays),
  validFrom: days(validFromDays),
});

describe('gift card codes', () => {
  it('accepts 16 characters of the alphabet, grouped or not, in any case', () => {
    expect(normalizeGiftCardCode('abcd-efgh jkmn-pqrs')).toBe('ABCDEFGHJKMNPQRS');
    expect(formatGiftCardCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-EFGH-JKMN-PQRS');
  });

  it('refuses other lengths and characters a printed card never has', () => {
    expect(normalizeGiftCardCode('ABCDEFGHJKMNPQR')).toBeNull();
    expect(normalizeGiftCardCode('ABCDEFGHJKMNPQRST')).toBeNull();
    expect(normalizeGiftCardCode('ABCDEFGHJKMNPQR0')).toBeNull();
  });
});

describe('allocateVouchers', () => {
  it('spends the voucher that expires first, and never beyond the total', () => {
    const result = allocateVouchers(5_000, [voucher(1, 4_000, 300), voucher(2, 3_000, 10)], now);
    expect(result.allocations).toEqual([
      { id: 2, amountCents: 3_000 },
      { id: 1, amountCents: 2_000 },
    ]);
    expect(result.coveredCents).toBe(5_000);
  });

  it('leaves the rest to another method when the vouchers do not cover the order', () => {
    expect(allocateVouchers(5_000, [voucher(1, 1_500, 30)], now).coveredCents).toBe(1_500);
  });

  it('spends nothing from expired, used or not yet valid vouchers', () => {
    const result = allocateVouchers(
      5_000,
      [voucher(1, 1_000, -1), voucher(2, 0, 30), voucher(3, 1_000, 30, 2)],
      now,
    );
    expect(result).toEqual({ allocations: [], coveredCents: 0 });
  });
});

describe('voucherState and creditExpiry', () => {
  it('tells active, used and expired vouchers apart', () => {
    expect(voucherState(voucher(1, 100, 1), now)).toBe('active');
    expect(voucherState(voucher(1, 0, 1), now)).toBe('used');
    expect(voucherState(voucher(1, 100, -1), now)).toBe('expired');
  });

  it('keeps a credit one year', () => {
    const issued = new Date(Date.UTC(now.getUTCFullYear(), 2, 15));
    expect(creditExpiry(issued).toISOString()).toBe(
      new Date(Date.UTC(now.getUTCFullYear() + 1, 2, 15)).toISOString(),
    );
  });
});

describe('availableCents', () => {
  it('sums what is left on the vouchers that can pay now, and nothing else', () => {
    const vouchers = [
      voucher(1, 1_250, 30),
      voucher(2, 800, 300),
      voucher(3, 1_000, -1),
      voucher(4, 0, 30),
      voucher(5, 700, 30, 2),
    ];
    expect(availableCents(vouchers, now)).toBe(2_050);
    expect(availableCents([], now)).toBe(0);
  });
});
