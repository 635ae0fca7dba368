import { describe, expect, it } from 'vitest';
import {
  facetFiltersOf,
  facetGroups,
  HIDDEN_FACET_ATTRIBUTES,
  listingSearchParams,
  numericFiltersOf,
  rangeBounds,
  REQUESTED_FACETS,
} from './listing-facets';
import type { ListingState } from './listing-url';

const state = (patch: Partial<ListingState> = {}): ListingState => ({
  word: null,
  segments: [{ type: 'category', slug: 'sweats', id: 8 }],
  filters: {},
  ranges: {},
  sort: null,
  page: 0,
  ...patch,
});

describe('search parameters of a listing state', () => {
  it('ORs the values of one facet and ANDs facets', () => {
    const s = state({ filters: { brands: ['Rue Basse', 'Nord'], colors: ['Noir'] } });
    expect(facetFiltersOf(s)).toEqual([['brandName:Rue Basse', 'brandName:Nord'], ['colors:Noir']]);
    expect(facetFiltersOf(s, 'brands')).toEqual([['colors:Noir']]);
  });
  it('turns ranges into inclusive numeric filters', () => {
    const s = state({
      ranges: { prices: { min: 10, max: 59.9 }, promotions: { min: 20, max: 50 } },
    });
    expect(numericFiltersOf(s)).toEqual([
      'price>=10',
      'price<=59.9',
      'promotionPercent>=20',
      'promotionPercent<=50',
    ]);
  });
  it('asks one count-only query per refined facet', () => {
    const s = state({ filters: { sizes: ['M'], sexe: ['Femme'] }, page: 2 });
    const { main, refinedFacets, disjunctive } = listingSearchParams(s, 'scope', 48);
    expect(main).toMatchObject({
      filters: 'scope',
      page: 2,
      hitsPerPage: 48,
      maxValuesPerFacet: 100,
    });
    expect(refinedFacets).toEqual(['sizes', 'sexe']);
    expect(disjunctive[0]).toMatchObject({
      facets: ['sizes.size'],
      hitsPerPage: 0,
      facetFilters: [['sexe:Femme']],
    });
    expect(disjunctive[1]).toMatchObject({ facets: ['sexe'], facetFilters: [['sizes.size:M']] });
  });
  it('never asks for the hidden facets', () => {
    for (const hidden of HIDDEN_FACET_ATTRIBUTES) expect(REQUESTED_FACETS).not.toContain(hidden);
  });
});

describe('facetGroups', () => {
  it('orders values by count, marks selected ones, takes refined counts from their own query', () => {
    const s = state({ filters: { brands: ['nord'] } });
    const groups = facetGroups(
      s,
      { brandName: { Nord: 3 }, colors: { Noir: 2, Blanc: 5 } },
      { brands: { brandName: { Nord: 3, 'Rue Basse': 9 } } },
    );
    expect(groups).toEqual([
      {
        facet: 'brands',
        values: [
          { value: 'Rue Basse', count: 9, selected: false },
          { value: 'Nord', count: 3, selected: true },
        ],
      },
      {
        facet: 'colors',
        values: [
          { value: 'Blanc', count: 5, selected: false },
          { value: 'Noir', count: 2, selected: false },
        ],
      },
    ]);
  });
  it('keeps a selected value that no longer matches, and drops values the URL cannot carry', () => {
    const s = state({ filters: { colors: ['Rouge'] } });
    const [group] = facetGroups(s, {}, { colors: { colors: { 'Noir--Blanc': 4, '<b>': 1 } } });
    expect(group!.values).toEqual([{ value: 'Rouge', count: 0, selected: true }]);
  });
  it('orders sizes as sizes, not by count: letters first, then numbers', () => {
    const sizes = { L: 40, M: 38, XL: 30, S: 25, XXL: 12, XS: 9, '32': 8, '34': 7, '28': 3 };
    const [group] = facetGroups(state(), { 'sizes.size': sizes }, {});
    expect(group!.values.map((v) => v.value)).toEqual([
      'XS',
      'S',
      'M',
      'L',
      'XL',
      'XXL',
      '28',
      '32',
      '34',
    ]);
  });
  it('offers at most 100 values per facet', () => {
    const counts = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`M${i}`, i]));
    const [group] = facetGroups(state(), { materials: counts }, {});
    expect(group!.values).toHaveLength(100);
    expect(group!.values[0]!.value).toBe('M149');
  });
});

describe('rangeBounds', () => {
  it('widens stats to whole units', () => {
    expect(rangeBounds({ price: { min: 9.99, max: 120.5 } }, 'prices')).toEqual({
      min: 9,
      max: 121,
    });
    expect(rangeBounds(undefined, 'promotions')).toBeNull();
  });
});
