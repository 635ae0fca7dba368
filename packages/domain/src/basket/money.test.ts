import { describe, expect, it } from 'vitest';
import { discount, discountPercent, formatPrice, roundPrice } from './money';

describe('roundPrice', () => {
  it('rounds to two decimals', () => {
    expect(roundPrice(10.234)).toBe(10.23);
    expect(roundPrice(10.235)).toBe(10.24);
    expect(roundPrice(1.005)).toBe(1.01);
    expect(roundPrice(0.1 + 0.2)).toBe(0.3);
  });
  it('rounds negative amounts symmetrically and never returns -0', () => {
    expect(roundPrice(-2.345)).toBe(-2.35);
    expect(Object.is(roundPrice(-0.001), 0)).toBe(true);
  });
});

describe('discount', () => {
  it('is the original price minus the price, rounded to 2 decimals', () => {
    expect(discount(59.99, 41.99)).toBe(18);
    expect(discount(19.9, 9.95)).toBe(9.95);
    expect(discount(0.3, 0.1)).toBe(0.2);
  });
  it('is 0 when both prices are equal', () => {
    expect(discount(25, 25)).toBe(0);
  });
});

describe('discountPercent', () => {
  it('is round(100 x (1 - price / old price))', () => {
    expect(discountPercent(70, 100)).toBe(30);
    expect(discountPercent(41.99, 59.99)).toBe(30);
    expect(discountPercent(66.66, 100)).toBe(33);
    expect(discountPercent(66.5, 100)).toBe(34);
  });
  it('is 0 without a usable old price or without a reduction', () => {
    expect(discountPercent(10, 0)).toBe(0);
    expect(discountPercent(10, 10)).toBe(0);
  });
});

describe('formatPrice', () => {
  it('always shows two fraction digits in euros', () => {
    expect(formatPrice(12, 'fr').replace(/\s/g, ' ')).toBe('12,00 €');
    expect(formatPrice(12.5, 'en')).toBe('€12.50');
    expect(formatPrice(1234.5, 'de').replace(/\s/g, ' ')).toBe('1.234,50 €');
  });
});
