import { describe, expect, it } from 'vitest';
import { cardAttributesOf, productCardOf, ZProductCard } from './product-card';
import type { TProductHit } from './product-hit';

const hit: TProductHit = {
  objectID: '12',
  productID: 12,
  names: { fr: 'Sweat Delta', en: 'Delta hoodie' },
  slugs: { fr: 'sweat-delta-12', en: 'delta-hoodie-12' },
  brand: 'Rue Basse',
  displayInformation: { title: 'Rue Basse - Sweat' },
  pictures: [
    { picture: '/p/12-1.webp', default: false },
    { picture: '/p/12-2.webp', default: true },
  ],
  prices: {
    be: { price: 60, originalPrice: 80 },
    default: { price: 65, originalPrice: 85 },
  },
  label: 'promo',
  promotion: { percent: 25 },
  sizes: [
    { id: 5, size: 'M', quantity: 0 },
    { id: 6, size: 'L', quantity: 3 },
  ],
  watermarkUrl: null,
  isOnlyOutlet: false,
  displayInListing: true,
  marketLabels: {
    exclusivity: { class: 'exclusivity', name: { fr: 'Exclusivité', nl: 'Exclusief' } },
  },
};
const belgium = { defaultLocale: 'nl' as const, priceKey: 'BE' };

describe('cardAttributesOf', () => {
  const attributes = cardAttributesOf(hit, belgium);

  it("keeps the store's price, the default picture and sizes as tuples", () => {
    expect(attributes.card).toEqual({
      brand: 'Rue Basse',
      picture: '/p/12-2.webp',
      price: 60,
      originalPrice: 80,
      label: 'promo',
      percent: 25,
      sizes: [
        [5, 'M', 0],
        [6, 'L', 3],
      ],
    });
    expect(cardAttributesOf(hit, { defaultLocale: 'en', priceKey: 'default' }).card.price).toBe(65);
  });

  it('writes every language with the fallbacks the card applies', () => {
    expect(Object.keys(attributes.cardTexts)).toEqual(['fr', 'es', 'it', 'nl', 'de', 'en']);
    expect(attributes.cardTexts.en).toMatchObject({
      name: 'Delta hoodie',
      slug: 'delta-hoodie-12',
    });
    // No Spanish name: the display title; no Spanish slug nor Dutch one (the store's): the id.
    expect(attributes.cardTexts.es).toMatchObject({ name: 'Rue Basse - Sweat', slug: '12' });
    expect(attributes.cardTexts.nl?.marketLabels).toEqual({
      exclusivity: { class: 'exclusivity', name: 'Exclusief' },
    });
    expect(attributes.cardTexts.de?.marketLabels?.exclusivity?.name).toBe('Exclusivité');
    const plain = cardAttributesOf({ ...hit, marketLabels: {} }, belgium);
    expect(plain.cardTexts.fr).not.toHaveProperty('marketLabels');
  });
});

describe('productCardOf', () => {
  const record = { objectID: '12', ...cardAttributesOf(hit, belgium) };

  it('reads a card hit back as the card shows it', () => {
    const card = productCardOf(
      { objectID: '12', card: record.card, cardTexts: { nl: record.cardTexts.nl } },
      'nl',
    );
    expect(ZProductCard.parse(card)).toEqual({
      objectID: '12',
      productID: 12,
      names: { nl: 'Rue Basse - Sweat' },
      slugs: { nl: '12' },
      brand: 'Rue Basse',
      displayInformation: { title: 'Rue Basse - Sweat' },
      pictures: [{ picture: '/p/12-2.webp', default: true }],
      prices: { default: { price: 60, originalPrice: 80 } },
      label: 'promo',
      promotion: { percent: 25 },
      sizes: [
        { id: 5, size: 'M', quantity: 0 },
        { id: 6, size: 'L', quantity: 3 },
      ],
      marketLabels: { exclusivity: { class: 'exclusivity', name: { nl: 'Exclusief' } } },
    });
  });

  it('drops hits without the language or with a malformed card', () => {
    expect(productCardOf({ ...record, cardTexts: { fr: record.cardTexts.fr } }, 'en')).toBeNull();
    expect(productCardOf({ ...record, card: { ...record.card, price: 'free' } }, 'fr')).toBeNull();
    expect(productCardOf({ ...record, objectID: 'abc' }, 'fr')).toBeNull();
    expect(
      productCardOf({ ...record, card: { ...record.card, percent: 0 } }, 'fr')?.promotion,
    ).toBeNull();
  });
});
