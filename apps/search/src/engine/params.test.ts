import { describe, expect, it } from 'vitest';
import { expandParams, normalizeParams, paramsString } from './params';

describe('params', () => {
  it('expands the legacy URL-encoded params string, JSON arrays included', () => {
    const raw = expandParams({
      params: `query=abc&hitsPerPage=5&facetFilters=${encodeURIComponent('[["brand:Nike"]]')}`,
      page: 2,
    });
    const params = normalizeParams(raw, {});
    expect(params).toMatchObject({
      query: 'abc',
      hitsPerPage: 5,
      page: 2,
      facetFilters: [['brand:Nike']],
    });
  });

  it('applies defaults, index settings and limits', () => {
    expect(normalizeParams({}, {})).toMatchObject({
      hitsPerPage: 20,
      page: 0,
      maxValuesPerFacet: 100,
    });
    expect(normalizeParams({}, { hitsPerPage: 12 }).hitsPerPage).toBe(12);
    expect(normalizeParams({ hitsPerPage: 5000 }, {}).hitsPerPage).toBe(1000);
    expect(() => normalizeParams({ page: 'two' }, {})).toThrow(/page/);
  });

  it('reads old string forms of lists and facetFilters', () => {
    const params = normalizeParams(
      { facets: 'brand,color', facetFilters: 'brand:Nike,(color:red,color:blue)' },
      {},
    );
    expect(params.facets).toEqual(['brand', 'color']);
    expect(params.facetFilters).toEqual(['brand:Nike', ['color:red', 'color:blue']]);
  });

  it('echoes the request as a params string', () => {
    expect(paramsString({ query: 'a b', facets: ['x'], indexName: 'i' })).toBe(
      'query=a%20b&facets=%5B%22x%22%5D',
    );
  });
});
