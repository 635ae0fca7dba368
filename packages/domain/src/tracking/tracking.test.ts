import { describe, expect, it } from 'vitest';
import {
  campaignData,
  parseConsent,
  productPayload,
  serializeConsent,
  trackingPageType,
} from './tracking';

describe('consent cookie', () => {
  it('round-trips a choice and rejects anything else', () => {
    const choice = { analytics: true, marketing: false };
    expect(parseConsent(serializeConsent(choice))).toEqual(choice);
    expect(parseConsent('yes')).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
  });
});

/** A query as `campaignData` reads it (the DOM's URLSearchParams is not in this package's lib). */
const query = (text: string) => {
  const pairs = new Map(text.split('&').map((pair) => pair.split('=') as [string, string]));
  return { get: (name: string) => pairs.get(name) ?? null };
};

describe('campaignData', () => {
  it('keeps only the marketing-cloud parameters', () => {
    expect(campaignData(query('j=1&sfmc_sub=2&utm_source=x&jb=3'))).toEqual({
      j: '1',
      sfmc_sub: '2',
      jb: '3',
    });
    expect(campaignData(query('utm_source=x'))).toBeNull();
  });
});

describe('productPayload', () => {
  it('joins lists with | and computes the discount', () => {
    const payload = productPayload({
      productId: 12,
      name: 'Hoodie Delta',
      brand: 'Rue Basse',
      range: 'Core',
      unitPrice: 41.99,
      originalPrice: 59.99,
      currency: 'EUR',
      pictures: 3,
      sizes: [
        { id: 1, label: 'S' },
        { id: 2, label: 'M' },
      ],
      quantity: 2,
      sizeId: 2,
    });
    expect(payload).toMatchObject({
      product_id: '12',
      brand_range: 'Rue Basse|Core',
      discount: 18,
      promo: true,
      numb_pictures: 3,
      sizes_ids: '1|2',
      sizes: 'S|M',
      quantity: 2,
      size_id: '2',
    });
  });
});

describe('trackingPageType', () => {
  it('names pages as the route names of section 2, the error page when unknown', () => {
    expect(trackingPageType('home')).toBe('index');
    expect(trackingPageType('listing')).toBe('all');
    expect(trackingPageType('product')).toBe('p');
    expect(trackingPageType('wishlist')).toBe('wishlist');
    expect(trackingPageType(null)).toBe('error');
  });
});
