import { describe, expect, it } from 'vitest';
import {
  checkPromotion,
  normalizePromoCode,
  promotionDiscount,
  type PromotionRule,
} from './promotion';

// Dates count from the clock: the rule is about boundaries, not about a year.
const DAY_MS = 86_400_000;
const startsAt = new Date(Date.now() - 150 * DAY_MS);
const endsAt = new Date(Date.now() + 215 * DAY_MS);

const rule: PromotionRule = {
  code: 'BIENVENUE10',
  name: '10 % de bienvenue',
  percent: 10,
  amount: null,
  startsAt,
  endsAt,
  minimumAmount: 30,
  allowedDevices: [0, 1],
};
const now = new Date();

describe('promotion codes', () => {
  it('normalizes what the shopper typed', () => {
    expect(normalizePromoCode('  bienvenue10 ')).toBe('BIENVENUE10');
    expect(normalizePromoCode(null)).toBe('');
  });

  it('applies a code inside its dates, on an allowed device, above its minimum', () => {
    expect(checkPromotion(rule, 'bienvenue10', { subtotal: 30, device: 0, now })).toBeNull();
  });

  it('gives the first reason a code does not apply', () => {
    const basket = { subtotal: 50, device: 0 as const, now };
    expect(checkPromotion(rule, '   ', basket)).toBe('empty');
    expect(checkPromotion(null, 'NOPE', basket)).toBe('unknown');
    expect(checkPromotion(rule, 'X', { ...basket, now: new Date(startsAt.getTime() - 1000) })).toBe(
      'not_started',
    );
    expect(checkPromotion(rule, 'X', { ...basket, now: endsAt })).toBe('expired');
    expect(checkPromotion({ ...rule, allowedDevices: [1] }, 'X', basket)).toBe('device');
    expect(checkPromotion(rule, 'X', { ...basket, subtotal: 29.99 })).toBe('minimum');
  });

  it('accepts codes without dates', () => {
    const open = { ...rule, startsAt: null, endsAt: null };
    expect(checkPromotion(open, 'X', { subtotal: 99, device: 1, now })).toBeNull();
  });
});

describe('promotion discount', () => {
  it('rounds a percent to 2 decimals, half away from zero', () => {
    expect(promotionDiscount(rule, 41.99)).toBe(4.2);
    expect(promotionDiscount({ percent: 15, amount: null }, 10.1)).toBe(1.52);
    expect(promotionDiscount({ percent: 10, amount: null }, 0.05)).toBe(0.01);
  });

  it('takes a fixed amount, never more than the subtotal', () => {
    expect(promotionDiscount({ percent: null, amount: 20 }, 55.5)).toBe(20);
    expect(promotionDiscount({ percent: null, amount: 20 }, 15)).toBe(15);
    expect(promotionDiscount({ percent: 100, amount: null }, 12.34)).toBe(12.34);
  });

  it('is 0 on an empty basket', () => {
    expect(promotionDiscount(rule, 0)).toBe(0);
  });
});
