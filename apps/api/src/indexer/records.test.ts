import { productCardOf, ZCardRecord, ZProductHit } from '@shop/api-client/schemas';
import { buildStores, localStoreHosts } from '@shop/domain/stores';
import { describe, expect, it } from 'vitest';
import type { CatalogueProduct } from './load';
import { toProductRecord } from './records';

const stores = buildStores(localStoreHosts(3000));
const store = (id: string) => stores.find((candidate) => candidate.id === id)!;

const product: CatalogueProduct = {
  id: 12,
  names: {
    fr: 'Sweat à capuche oversize Delta',
    es: 'Sudadera con capucha oversize Delta',
    en: 'Oversized hoodie Delta',
  },
  slugs: {
    fr: 'sweat-a-capuche-oversize-delta-12',
    es: 'sudadera-con-capucha-oversize-delta-12',
    en: 'oversized-hoodie-delta-12',
  },
  title: 'Rue Basse',
  brandId: 1,
  brandName: 'Rue Basse',
  categoryIds: [8, 1],
  categoryNames: { fr: 'Sweats à capuche', es: 'Sudaderas con capucha', en: 'Hoodies' },
  colourNames: { fr: 'Noir', es: 'Negro', en: 'Black' },
  gender: 'women',
  label: 'promo',
  promotionPercent: 20,
  isOnlyOutlet: false,
  displayInListing: true,
  noveltyAt: new Date('2026-10-01T12:00:00Z'),
  sales: 42,
  watermarkUrl: null,
  prices: {
    fr: { price: 63.99, originalPrice: 79.99 },
    es: { price: 62.07, originalPrice: 77.59 },
    default: { price: 67.19, originalPrice: 83.99 },
  },
  pictures: [
    { position: 1, isDefault: true },
    { position: 2, isDefault: false },
  ],
  sizes: [{ id: 5, label: 'M', stock: 0 }],
};

describe('toProductRecord', () => {
  it('shapes a ZProductHit with the flat fields of the store', () => {
    const record = toProductRecord(product, store('es'));
    expect(ZProductHit.parse(record)).toMatchObject({
      objectID: '12',
      productID: 12,
      promotion: { percent: 20 },
    });
    expect(record).toMatchObject({
      name: 'Sudadera con capucha oversize Delta',
      categoryName: 'Sudaderas con capucha',
      price: 62.07,
      colors: ['Negro'],
      sexe: 'Mujer',
      noveltyAt: 1790856000,
      sizes: [{ id: 5, size: 'M', quantity: 0 }],
      pictures: [
        { picture: '/api/v5/media/products/12-1.webp', default: true },
        { picture: '/api/v5/media/products/12-2.webp', default: false },
      ],
    });
  });

  it('reads the default price for the international store and French text as fallback', () => {
    const record = toProductRecord(product, store('int'));
    expect(record.price).toBe(67.19);
    expect(record.name).toBe('Oversized hoodie Delta');
    expect(toProductRecord(product, store('de')).name).toBe('Sweat à capuche oversize Delta');
    expect(toProductRecord(product, store('de')).price).toBe(67.19);
  });

  it('carries the artist and range ids artist and range listings filter on', () => {
    const record = toProductRecord({ ...product, artistId: 16, rangeId: 4 }, store('fr'));
    expect(record).toMatchObject({ artistId: 16, rangeId: 4, promotionPercent: 20 });
    const plain = toProductRecord({ ...product, promotionPercent: null }, store('fr'));
    expect(plain).toMatchObject({ artistId: null, rangeId: null, promotionPercent: 0 });
  });

  it("carries each store's card: its price, its language fallbacks, one card per language", () => {
    const record = toProductRecord(product, store('es'));
    expect(ZCardRecord.parse(record).card).toMatchObject({
      brand: 'Rue Basse',
      picture: '/api/v5/media/products/12-1.webp',
      price: 62.07,
      originalPrice: 77.59,
      percent: 20,
      sizes: [[5, 'M', 0]],
    });
    // No Italian slug: the Spanish store's own; no Italian name: the display title.
    expect(record.cardTexts.it).toEqual({
      name: 'Rue Basse',
      slug: 'sudadera-con-capucha-oversize-delta-12',
    });
    expect(productCardOf(record, 'en')).toMatchObject({
      names: { en: 'Oversized hoodie Delta' },
      prices: { default: { price: 62.07, originalPrice: 77.59 } },
    });
    expect(toProductRecord(product, store('int')).card.price).toBe(67.19);
  });
});
