import { describe, expect, it } from 'vitest';
import {
  kindScope,
  LISTING_KINDS,
  listingIndexName,
  listingSortKey,
  REPLICA_SETTINGS,
  replicaNames,
  SORT_KEYS,
} from './listing-kinds';

describe('listing index per kind and sort', () => {
  it('gives every kind a default replica among the spec sort keys', () => {
    for (const kind of LISTING_KINDS) expect(SORT_KEYS).toContain(listingSortKey(kind, null));
  });
  it('reads the kind default for favourites', () => {
    expect(listingIndexName('products_fr_prod', 'category', null)).toBe(
      'products_fr_prod_relevancy_default',
    );
    expect(listingIndexName('products_fr_prod', 'brand', null)).toBe(
      'products_fr_prod_brand_artist_relevancy_default',
    );
    expect(listingIndexName('products_es_prod', 'novelty', null)).toBe('products_es_prod_novelty');
    expect(listingIndexName('products_fr_prod', 'flash_sale', null)).toBe(
      'products_fr_prod_flash_sale_relevancy',
    );
    expect(listingIndexName('products_fr_prod', 'search', null)).toBe(
      'products_fr_prod_search_relevancy',
    );
  });
  it('lets the shopper sort override every default', () => {
    for (const kind of LISTING_KINDS) {
      expect(listingIndexName('p', kind, 'price_asc')).toBe('p_price_asc');
      expect(listingIndexName('p', kind, 'price_desc')).toBe('p_price_desc');
      expect(listingIndexName('p', kind, 'novelty')).toBe('p_novelty');
    }
  });
});

describe('replicas', () => {
  it('declares one replica per sort key with valid ranking expressions', () => {
    expect(replicaNames('products_fr_prod')).toHaveLength(SORT_KEYS.length);
    for (const key of SORT_KEYS) {
      const settings = REPLICA_SETTINGS[key];
      for (const expr of [...(settings.ranking ?? []), ...(settings.customRanking ?? [])])
        expect(expr).toMatch(/^(?:(?:asc|desc)\([a-zA-Z.]+\)|[a-z]+)$/);
    }
  });
  it('puts the sorted attribute before text relevance for price and novelty', () => {
    expect(REPLICA_SETTINGS._price_asc.ranking?.[0]).toBe('asc(price)');
    expect(REPLICA_SETTINGS._price_desc.ranking?.[0]).toBe('desc(price)');
    expect(REPLICA_SETTINGS._novelty.ranking?.[0]).toBe('desc(noveltyAt)');
  });
});

describe('kindScope', () => {
  const since = 1_700_000_000;
  it('selects novelties and top sales by their labels, novelties within the window', () => {
    expect(kindScope('novelty', since)).toEqual({ label: 'new', noveltySince: since });
    expect(kindScope('novelty', null)).toEqual({ label: 'new' });
    expect(kindScope('top_sales', since)).toEqual({ label: 'top_sale' });
  });
  it('gives sales, promotions, flash sales and both best offers each their own products', () => {
    const scopes = (
      ['sales', 'promotions', 'flash_sale', 'best_offers_1', 'best_offers_2'] as const
    ).map((kind) => kindScope(kind, since));
    expect(scopes).toEqual([
      { minPromotionPercent: 1 },
      { label: 'promo' },
      { label: 'flash_sale' },
      { minPromotionPercent: 30 },
      { minPromotionPercent: 50 },
    ]);
    expect(new Set(scopes.map((scope) => JSON.stringify(scope))).size).toBe(scopes.length);
  });
  it('leaves entity listings, outlet and search to their scope', () => {
    for (const kind of ['category', 'brand', 'artist', 'outlet', 'search'] as const)
      expect(kindScope(kind, since)).toEqual({});
  });
  it('sorts sales like a category and the markdown listings by the largest markdown', () => {
    expect(listingSortKey('sales', null)).toBe('_relevancy_default');
    expect(listingSortKey('best_offers_1', null)).toBe('_best_offers');
  });
});
