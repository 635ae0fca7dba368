import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearAllFilters,
  clearFacet,
  pageLinks,
  setRange,
  setSort,
  toggleFacetValue,
  withPage,
} from './listing-state';
import type { ListingState } from './listing-url';

const base: ListingState = {
  word: null,
  segments: [{ type: 'brand', slug: 'nord', id: 3 }],
  filters: { colors: ['Noir'] },
  ranges: { prices: { min: 10, max: 50 } },
  sort: 'price_asc',
  page: 4,
};

describe('listing actions', () => {
  it('adds then removes a value, any case, back to the first page', () => {
    const added = toggleFacetValue(base, 'colors', 'Blanc');
    expect(added.filters.colors).toEqual(['Noir', 'Blanc']);
    expect(added.page).toBe(0);
    expect(toggleFacetValue(added, 'colors', 'noir').filters.colors).toEqual(['Blanc']);
    expect(toggleFacetValue(base, 'colors', 'Noir').filters).toEqual({});
  });
  it('keeps genders sorted', () => {
    const state = toggleFacetValue(toggleFacetValue(base, 'sexe', 'Homme'), 'sexe', 'Femme');
    expect(state.filters.sexe).toEqual(['Femme', 'Homme']);
  });
  it('clears one facet, a range, or all filters but keeps path and sort', () => {
    expect(clearFacet(base, 'colors').filters).toEqual({});
    expect(clearFacet(base, 'prices').ranges).toEqual({});
    const cleared = clearAllFilters(base);
    expect(cleared).toEqual({ ...base, filters: {}, ranges: {}, page: 0 });
  });
  it('orders a range and resets the page', () => {
    expect(setRange(base, 'promotions', { min: 60, max: 20 })).toMatchObject({
      ranges: { promotions: { min: 20, max: 60 } },
      page: 0,
    });
  });
  it('fits a range to what the URL can carry', () => {
    expect(setRange(base, 'prices', { min: -5, max: 10.555 }).ranges.prices).toEqual({
      min: 0,
      max: 10.56,
    });
    expect(setRange(base, 'promotions', { min: 12.4, max: 180 }).ranges.promotions).toEqual({
      min: 12,
      max: 100,
    });
    expect(setRange(base, 'prices', { min: Number.NaN, max: 20 }).ranges.prices).toEqual({
      min: 0,
      max: 20,
    });
  });
  it('resets the page on sort, keeps it on paging', () => {
    expect(setSort(base, null)).toMatchObject({ sort: null, page: 0 });
    expect(withPage(base, 7).page).toBe(7);
    expect(withPage(base, -3).page).toBe(0);
  });
  it('counts each value and range once', () => {
    expect(activeFilterCount(base)).toBe(2);
    expect(activeFilterCount(toggleFacetValue(base, 'sizes', 'M'))).toBe(3);
    expect(activeFilterCount(clearAllFilters(base))).toBe(0);
  });
});

describe('pageLinks', () => {
  it('shows nothing for one page and every page when few', () => {
    expect(pageLinks(0, 1)).toEqual([]);
    expect(pageLinks(1, 4)).toEqual([0, 1, 2, 3]);
  });
  it('keeps first and last with gaps around the current page', () => {
    expect(pageLinks(6, 20)).toEqual([0, 'gap', 4, 5, 6, 7, 8, 'gap', 19]);
    expect(pageLinks(0, 20)).toEqual([0, 1, 2, 'gap', 19]);
    expect(pageLinks(19, 20)).toEqual([0, 'gap', 17, 18, 19]);
  });
});
