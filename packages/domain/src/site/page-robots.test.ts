import { describe, expect, it } from 'vitest';
import { inSitemap, isIndexed, listingRobots, pageTypeRobots, productRobots } from './page-robots';

describe('page robots', () => {
  it('never indexes the pages of a shopper’s own data', () => {
    for (const type of ['account', 'basket', 'checkout', 'wishlist', 'unsubscribe'])
      expect(pageTypeRobots(type)).toBe('noindex,nofollow');
  });

  it('follows search results without indexing them; indexes the other pages', () => {
    expect(pageTypeRobots('search')).toBe('noindex,follow');
    expect(pageTypeRobots('contact')).toBe('index,follow');
    expect(pageTypeRobots('home')).toBe('index,follow');
  });

  it('indexes a listing only unfiltered and outside the outlet', () => {
    expect(listingRobots({ outlet: false, filtered: false })).toBe('index,follow');
    expect(listingRobots({ outlet: false, filtered: true })).toBe('noindex,follow');
    expect(listingRobots({ outlet: true, filtered: false })).toBe('noindex,nofollow');
    expect(listingRobots({ outlet: true, filtered: true })).toBe('noindex,nofollow');
  });

  it('indexes a product only when listings show it', () => {
    expect(productRobots(true)).toBe('index,follow');
    expect(productRobots(false)).toBe('noindex,follow');
  });

  it('lists alternates of indexed pages only', () => {
    expect(isIndexed('index,follow')).toBe(true);
    expect(isIndexed('noindex,follow')).toBe(false);
    expect(isIndexed('noindex,nofollow')).toBe(false);
  });

  it('lists in the sitemap the products listings show, outlet-only ones left out', () => {
    expect(inSitemap({ displayInListing: true, isOnlyOutlet: false })).toBe(true);
    expect(inSitemap({ displayInListing: false, isOnlyOutlet: false })).toBe(false);
    expect(inSitemap({ displayInListing: true, isOnlyOutlet: true })).toBe(false);
  });
});
