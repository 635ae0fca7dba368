import { describe, expect, it } from 'vitest';
import { LISTABLE_FILTER } from './search-box';
import { listingFilters, pageSizeOf, paginationLimitFor } from './listing-search';

describe('listingFilters', () => {
  it('lists only listable, non-outlet products by default, like the other listings', () => {
    expect(listingFilters({})).toBe(LISTABLE_FILTER);
  });

  it('shows outlet-only products on the outlet listing only', () => {
    expect(listingFilters({ isOnlyOutlet: true })).toBe(
      'displayInListing:true AND isOnlyOutlet:true',
    );
  });

  it('narrows to the page entity, label, promotions and novelties', () => {
    expect(
      listingFilters({ categoryId: 12, brandId: 3, label: 'promo', minPromotionPercent: 30 }),
    ).toBe(
      'displayInListing:true AND isOnlyOutlet:false AND categoryIds:12 AND brandId:3 AND label:promo AND promotionPercent >= 30',
    );
    expect(listingFilters({ noveltySince: 1_700_000_000 })).toContain('noveltyAt >= 1700000000');
  });
});

describe('pageSizeOf', () => {
  it('keeps an offered size and falls back to 48', () => {
    expect(pageSizeOf('24')).toBe(24);
    expect(pageSizeOf('1')).toBe(1);
    expect(pageSizeOf('50')).toBe(48);
    expect(pageSizeOf('abc')).toBe(48);
    expect(pageSizeOf(undefined)).toBe(48);
  });
});

describe('artist and range listings', () => {
  it('filter on the record ids the indexer writes', () => {
    expect(listingFilters({ artistId: 16, rangeId: 4 })).toBe(
      'displayInListing:true AND isOnlyOutlet:false AND artistId:16 AND rangeId:4',
    );
  });
});

describe('paginationLimitFor', () => {
  it('lets every product of the catalogue be paged to, within Algolia limits', () => {
    // A 3,240-product category stopped at page 21 of 48 with the default 1,000 (issue 15).
    expect(paginationLimitFor(3240)).toBe(3240);
    expect(paginationLimitFor(200)).toBe(1000);
    expect(paginationLimitFor(200_000)).toBe(20_000);
  });
});
