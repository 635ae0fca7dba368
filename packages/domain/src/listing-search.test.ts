import { describe, expect, it } from 'vitest';
import { LISTABLE_FILTER } from './search-box';
import { listingFilters } from './listing-search';

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
      listingFilters({ categoryId: 12, brandId: 3, label: 'flash_sale', discounted: true }),
    ).toBe(
      'displayInListing:true AND isOnlyOutlet:false AND categoryIds:12 AND brandId:3 AND label:flash_sale AND promotionPercent > 0',
    );
    expect(listingFilters({ noveltySince: 1_700_000_000 })).toContain('noveltyAt >= 1700000000');
  });
});
