import { toggleFacetValue } from '@shop/domain/listing-state';
import type { ListingState } from '@shop/domain/listing-url';
import { describe, expect, it } from 'vitest';
import { listingHref } from './listing-links';

const state: ListingState = {
  word: null,
  segments: [],
  filters: {},
  ranges: {},
  sort: null,
  page: 0,
};

describe('listingHref', () => {
  it('keeps the shopper path (language prefix included) and adds the grammar query', () => {
    expect(listingHref('/en/hoodies-c8', state)).toBe('/en/hoodies-c8');
    const toggled = toggleFacetValue({ ...state, page: 3 }, 'brands', 'Rue Basse');
    expect(listingHref('/en/hoodies-c8', toggled)).toBe('/en/hoodies-c8?brands=Rue+Basse');
    expect(listingHref('/search/sweat', { ...state, sort: 'novelty', page: 1 })).toBe(
      '/search/sweat?sort=novelty&page=2',
    );
  });
});
