import { describe, expect, it } from 'vitest';
import { parseFilters } from './filter-parser';
import { compileFilter, fromFacetFilters, fromNumericFilters, type Cnf } from './filters';
import type { Rec } from './paths';

const shoe: Rec = {
  objectID: '1',
  brand: { name: 'Nike' },
  sizes: ['40', '41'],
  price: 80,
  onSale: true,
  _tags: ['new'],
};
const facets = new Set(['brand.name', 'sizes', 'onSale', 'price']);
const test = (cnf: Cnf): boolean => compileFilter(cnf, (a) => facets.has(a))(shoe);
const filters = (input: string): boolean => test(parseFilters(input));

describe('filters string', () => {
  it('matches facets case-insensitively, on nested paths and array elements', () => {
    expect(filters('brand.name:nike')).toBe(true);
    expect(filters('brand.name:"Adidas"')).toBe(false);
    expect(filters('sizes:41')).toBe(true);
    expect(filters('onSale:true')).toBe(true);
  });

  it('handles numeric comparisons and ranges', () => {
    expect(filters('price >= 80 AND price < 100')).toBe(true);
    expect(filters('price:10 TO 50')).toBe(false);
    expect(filters('price != 80')).toBe(false);
  });

  it('combines AND, OR in parentheses, NOT and tags', () => {
    expect(filters('(brand.name:Adidas OR brand.name:Nike) AND sizes:40')).toBe(true);
    expect(filters('NOT brand.name:Nike')).toBe(false);
    expect(filters('new AND _tags:new')).toBe(true);
  });

  it('matches nothing on an attribute missing from attributesForFaceting', () => {
    expect(filters('color:red')).toBe(false);
    expect(filters('NOT color:red')).toBe(true);
  });

  it('parses to an AND of OR groups', () => {
    expect(parseFilters('a:1 OR a:2 AND b:3')).toHaveLength(2);
  });

  it('rejects what Algolia rejects, with a clear message', () => {
    expect(() => parseFilters('a:1 OR (b:2 AND c:3)')).toThrow(
      /OR can only combine single filters/,
    );
    expect(() => parseFilters('NOT (a:1 OR a:2)')).toThrow(/NOT applies to one filter/);
    expect(() => parseFilters('a:1 OR price > 3')).toThrow(/cannot mix/);
    expect(() => parseFilters('price > cheap')).toThrow(/must be a number/);
    expect(() => parseFilters('(a:1')).toThrow(/expected "\)"/);
  });
});

describe('facetFilters and numericFilters', () => {
  it('ANDs the outer level, ORs inner arrays and negates with a dash', () => {
    expect(test(fromFacetFilters([['brand.name:Adidas', 'brand.name:Nike'], 'sizes:40']))).toBe(
      true,
    );
    expect(test(fromFacetFilters(['brand.name:-Nike']))).toBe(false);
    expect(test(fromFacetFilters(['brand.name:Adidas']))).toBe(false);
  });

  it('reads comparisons and ranges', () => {
    expect(test(fromNumericFilters(['price>=10', 'price:50 TO 90']))).toBe(true);
    expect(test(fromNumericFilters([['price<10', 'price>90']]))).toBe(false);
    expect(() => fromNumericFilters(['price is low'])).toThrow(/numericFilters/);
  });
});
