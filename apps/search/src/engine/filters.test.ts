import { describe, expect, it } from 'vitest';
import { parseFilters } from './filter-parser';
import { runQuery } from './query';
import { Registry } from './registry';
import { mergeSettings } from './settings';
import { applyBatch } from './writes';

const registry = new Registry();
const index = registry.ensure('shop');
index.setSettings(
  mergeSettings({}, { attributesForFaceting: ['brand.name', 'sizes', 'onSale', 'price'] }),
);
applyBatch(
  index,
  [
    { objectID: 1, brand: { name: 'Nike' }, sizes: ['40', '41'], price: 80, onSale: true },
    { objectID: 2, brand: { name: 'Adidas' }, sizes: ['41'], price: 30, _tags: ['new'] },
    { objectID: 3, brand: { name: 'nike' }, sizes: [], price: [10, 200], color: 'red' },
    { objectID: 4, brand: { name: 'Puma' }, onSale: false },
  ].map((body) => ({ action: 'addObject' as const, body })),
);

const ids = (params: Record<string, unknown>): string[] =>
  (runQuery(registry, 'shop', params).hits ?? []).map((h) => h.objectID);
const filters = (input: string): string[] => ids({ filters: input });

describe('filters string', () => {
  it('matches facets case-insensitively, on nested paths and array elements', () => {
    expect(filters('brand.name:NIKE')).toEqual(['1', '3']);
    expect(filters('brand.name:"Adidas"')).toEqual(['2']);
    expect(filters('sizes:41')).toEqual(['1', '2']);
    expect(filters('onSale:true')).toEqual(['1']);
  });

  it('compares numbers, any element of an array passing each comparison', () => {
    expect(filters('price >= 80 AND price < 100')).toEqual(['1', '3']); // 3: 200, then 10
    expect(filters('price:80 TO 100')).toEqual(['1']);
    expect(filters('price:150 TO 250')).toEqual(['3']);
    expect(filters('price != 80')).toEqual(['2', '3', '4']);
    expect(filters('onSale = 0')).toEqual(['4']);
  });

  it('combines AND, OR in parentheses, NOT and tags', () => {
    expect(filters('(brand.name:Adidas OR brand.name:Puma) AND NOT onSale:false')).toEqual(['2']);
    expect(filters('NOT brand.name:Nike')).toEqual(['2', '4']);
    expect(filters('new')).toEqual(['2']);
    expect(filters('_tags:new OR _tags:old')).toEqual(['2']);
    expect(filters('objectID:3')).toEqual(['3']);
  });

  it('matches nothing on an attribute missing from attributesForFaceting', () => {
    expect(filters('color:red')).toEqual([]);
    expect(filters('NOT color:red')).toHaveLength(4);
  });

  it('parses to an AND of OR groups', () => {
    expect(parseFilters('a:1 OR a:2 AND b:3')).toHaveLength(2);
    expect(parseFilters('(a:1 AND b:2) AND c:3')).toHaveLength(3);
  });

  it("rejects what Algolia rejects, with Algolia's messages", () => {
    expect(() => parseFilters('a:1 OR (b:2 AND c:3)')).toThrow(
      'filters: filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed',
    );
    expect(() => parseFilters('NOT (a:1 OR a:2)')).toThrow(
      "filters: Unexpected token '(' expected filter at col 4",
    );
    expect(() => parseFilters('a:1 OR price > 3')).toThrow(
      /^filters: Different types are not allowed in the same OR.\nExpected a facet filter/,
    );
    expect(() => parseFilters('price > cheap')).toThrow(
      'filters: Unexpected token string(cheap) expected numeric at col 8',
    );
    expect(() => parseFilters('(a:1')).toThrow(/expected '\)' at col 4/);
    expect(() => parseFilters('Type:Important dates')).toThrow(
      'filters: Unexpected token string(dates) expected end of filter at col 15',
    );
  });
});

describe('facetFilters, numericFilters and tagFilters', () => {
  it('ANDs the outer level, ORs inner arrays and negates with a dash', () => {
    expect(ids({ facetFilters: [['brand.name:Adidas', 'brand.name:Nike'], 'sizes:41'] })).toEqual([
      '1',
      '2',
    ]);
    expect(ids({ facetFilters: ['brand.name:-Nike'] })).toEqual(['2', '4']);
    expect(ids({ tagFilters: [['new', 'old']] })).toEqual(['2']);
  });

  it('reads comparisons and ranges, combined with filters by AND', () => {
    expect(ids({ numericFilters: ['price>=10', 'price:50 TO 90'] })).toEqual(['1']);
    expect(ids({ numericFilters: [['price<20', 'price>70']], filters: 'sizes:41' })).toEqual(['1']);
    expect(() => ids({ numericFilters: ['price is low'] })).toThrow(/numericFilters/);
  });
});
