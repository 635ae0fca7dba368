import { describe, expect, it } from 'vitest';
import {
  displayPrice,
  hasFreeShippingTag,
  priceForCountry,
  sizeDisplay,
  type PriceTable,
} from './product';

const prices: PriceTable = {
  default: { price: 50, originalPrice: 50 },
  es: { price: 35, originalPrice: 50 },
};

describe('priceForCountry', () => {
  it('reads the country entry, else the default one', () => {
    expect(priceForCountry(prices, 'ES')).toEqual({ price: 35, originalPrice: 50 });
    expect(priceForCountry(prices, 'de')).toEqual({ price: 50, originalPrice: 50 });
  });
});

describe('displayPrice', () => {
  it('adds the discount and its percent when reduced', () => {
    expect(displayPrice({ price: 35, originalPrice: 50 })).toEqual({
      price: 35,
      originalPrice: 50,
      discount: 15,
      percent: 30,
      isPromo: true,
    });
  });
  it('shows no promotion at full price', () => {
    expect(displayPrice({ price: 50, originalPrice: 50 })).toMatchObject({
      discount: 0,
      percent: 0,
      isPromo: false,
    });
  });
});

describe('sizeDisplay', () => {
  it('shows buttons up to 7 sizes, a text above, unique size without sizes', () => {
    expect(sizeDisplay(1)).toBe('buttons');
    expect(sizeDisplay(7)).toBe('buttons');
    expect(sizeDisplay(8)).toBe('several');
    expect(sizeDisplay(0)).toBe('unique');
  });
});

describe('hasFreeShippingTag', () => {
  it('is shown from the free-shipping amount on', () => {
    expect(hasFreeShippingTag(99, 99)).toBe(true);
    expect(hasFreeShippingTag(98.99, 99)).toBe(false);
  });
});
