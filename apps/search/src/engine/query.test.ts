import { describe, expect, it } from 'vitest';
import { runQuery } from './query';
import { Registry } from './registry';
import { mergeSettings } from './settings';
import { applyBatch } from './writes';

function shop(): Registry {
  const registry = new Registry();
  const index = registry.ensure('products');
  index.setSettings(
    mergeSettings(
      {},
      {
        searchableAttributes: ['names', 'brand.name', 'description'],
        attributesForFaceting: ['brand.name', 'searchable(color)', 'filterOnly(price)'],
        customRanking: ['desc(sales)'],
        replicas: ['products_price_asc'],
      },
    ),
  );
  applyBatch(
    index,
    [
      {
        objectID: 1,
        names: { fr: 'Sweat à capuche', en: 'Hoodie' },
        brand: { name: 'Nike' },
        color: 'black',
        price: 50,
        sales: 5,
      },
      {
        objectID: 2,
        names: { fr: 'Jean brut', en: 'Raw jeans' },
        brand: { name: 'Levis' },
        color: 'blue',
        price: 90,
        sales: 9,
      },
      {
        objectID: 3,
        names: { fr: 'Sweat zippé', en: 'Zip hoodie' },
        brand: { name: 'Adidas' },
        color: 'black',
        price: 70,
        sales: 1,
      },
      {
        objectID: 4,
        names: { fr: 'Pull', en: 'Jumper' },
        brand: { name: 'Nike' },
        description: 'hoodie style',
        price: 60,
        sales: 20,
      },
    ].map((body) => ({ action: 'addObject' as const, body })),
  );
  registry.relink();
  registry
    .require('products_price_asc')
    .setSettings(mergeSettings({}, { customRanking: ['asc(price)'] }));
  return registry;
}

const ids = (result: { hits?: { objectID: string }[] }): string[] =>
  (result.hits ?? []).map((h) => h.objectID);

describe('runQuery', () => {
  const registry = shop();

  it('returns everything in customRanking order for an empty query', () => {
    expect(ids(runQuery(registry, 'products', {}))).toEqual(['4', '2', '1', '3']);
  });

  it('ranks the first searchable attribute before customRanking', () => {
    // 4 sells best but matches "hoodie" only in its description, the last searchable attribute.
    expect(ids(runQuery(registry, 'products', { query: 'hoodie' }))).toEqual(['1', '3', '4']);
  });

  it('indexes every locale of an object attribute', () => {
    expect(ids(runQuery(registry, 'products', { query: 'capuche' }))).toEqual(['1']);
  });

  it('sorts a replica with its own ranking over the primary records', () => {
    expect(ids(runQuery(registry, 'products_price_asc', {}))).toEqual(['1', '4', '3', '2']);
  });

  it('counts facets over the filtered hits, never for filterOnly attributes', () => {
    const result = runQuery(registry, 'products', { facets: ['*'], filters: 'price < 80' });
    expect(result.facets).toEqual({ 'brand.name': { Nike: 2, Adidas: 1 }, color: { black: 2 } });
    expect(result.nbHits).toBe(3);
  });

  it('pages with zero-based pages', () => {
    const result = runQuery(registry, 'products', { hitsPerPage: 3, page: 1 });
    expect([result.nbPages, ids(result)]).toEqual([2, ['3']]);
  });

  it('answers 404 for an unknown index and 400 for bad filters', () => {
    expect(() => runQuery(registry, 'nope', {})).toThrow(/does not exist/);
    expect(() => runQuery(registry, 'products', { filters: 'a:1 OR (b:1 AND c:1)' })).toThrow(
      /filters/,
    );
  });
});
