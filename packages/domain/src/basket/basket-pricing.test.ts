import { describe, expect, it } from 'vitest';
import {
  basketAmounts,
  dutyFreePrice,
  linesSubtotal,
  mergeItems,
  priceLine,
  VAT_RATES,
} from './basket-pricing';

const unit = { price: 41.99, originalPrice: 59.99 };

describe('basket pricing', () => {
  it('merges the same product and size sent twice', () => {
    expect(
      mergeItems([
        { productId: 1, productSizeId: 11, quantity: 1 },
        { productId: 2, productSizeId: 21, quantity: 1 },
        { productId: 1, productSizeId: 11, quantity: 2 },
      ]),
    ).toEqual([
      { productId: 1, productSizeId: 11, quantity: 3 },
      { productId: 2, productSizeId: 21, quantity: 1 },
    ]);
  });

  it('prices a line from the catalogue and clamps it to the stock', () => {
    const line = priceLine({ productId: 1, productSizeId: 11, quantity: 5 }, 2, unit, 20);
    expect(line).toEqual({
      productId: 1,
      productSizeId: 11,
      quantity: 2,
      quantityAvailable: 2,
      originPrice: 59.99,
      price: 41.99,
      dutyFreePrice: 34.99,
      discountAmountWithDuty: 18,
    });
  });

  it('drops a sold-out line', () => {
    expect(priceLine({ productId: 1, productSizeId: 11, quantity: 1 }, 0, unit, 20)).toBeNull();
  });

  it('has no discount when the price is the original one', () => {
    const line = priceLine(
      { productId: 1, productSizeId: 11, quantity: 1 },
      9,
      { price: 30, originalPrice: 30 },
      VAT_RATES.de,
    );
    expect(line?.discountAmountWithDuty).toBe(0);
    expect(line?.dutyFreePrice).toBe(25.21);
  });

  it('rounds duty-free prices to 2 decimals', () => {
    expect(dutyFreePrice(10, 21)).toBe(8.26);
    expect(dutyFreePrice(0, 20)).toBe(0);
  });

  const lines = [
    priceLine(
      { productId: 1, productSizeId: 11, quantity: 3 },
      9,
      { price: 0.1, originalPrice: 0.2 },
      20,
    )!,
    priceLine(
      { productId: 2, productSizeId: 21, quantity: 1 },
      9,
      { price: 0.2, originalPrice: 0.2 },
      20,
    )!,
  ];

  it('sums in cents', () => {
    expect(linesSubtotal(lines)).toBe(0.5);
  });

  it('sums the goods after the promotion, below the free-shipping amount', () => {
    const amounts = basketAmounts(lines, {
      promotionDiscount: 0.05,
      vatRate: 20,
      freeShippingAmount: 99,
    });
    expect(amounts).toEqual({
      originPrice: 0.8,
      subtotal: 0.5,
      promotionDiscount: 0.05,
      price: 0.45,
      dutyFreePrice: 0.38,
      freeShipping: false,
    });
  });

  it('ships for free once the paid amount reaches the threshold, after the promotion', () => {
    const big = [
      priceLine(
        { productId: 1, productSizeId: 11, quantity: 1 },
        9,
        { price: 100, originalPrice: 100 },
        20,
      )!,
    ];
    const options = { vatRate: 20, freeShippingAmount: 99 };
    expect(basketAmounts(big, { ...options, promotionDiscount: 1 }).freeShipping).toBe(true);
    const below = basketAmounts(big, { ...options, promotionDiscount: 1.01 });
    expect(below.freeShipping).toBe(false);
    expect(below.price).toBe(98.99);
  });

  it('costs nothing when empty', () => {
    const amounts = basketAmounts([], {
      promotionDiscount: 0,
      vatRate: 20,
      freeShippingAmount: 99,
    });
    expect(amounts.price).toBe(0);
    expect(amounts.freeShipping).toBe(false);
  });
});
