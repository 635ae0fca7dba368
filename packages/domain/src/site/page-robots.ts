/** What a page tells crawlers (storefront section 3, SEO of the page info). */
export type Robots = 'index,follow' | 'noindex,follow' | 'noindex,nofollow';

/** Pages of a shopper's own data: never indexed, their links not followed. */
export const PRIVATE_PAGE_TYPES = [
  'account',
  'basket',
  'checkout',
  'autoconnect',
  'wishlist',
  'unsubscribe',
  'maintenance',
] as const;

/** Only an indexed page lists its other languages (alternates): the others are not found. */
export const isIndexed = (robots: Robots) => robots === 'index,follow';

/** A page the API builds from its type: search results are followed, not indexed. */
export function pageTypeRobots(type: string): Robots {
  if (type === 'search') return 'noindex,follow';
  return (PRIVATE_PAGE_TYPES as readonly string[]).includes(type)
    ? 'noindex,nofollow'
    : 'index,follow';
}

/**
 * A listing: the outlet is never indexed; a filtered or sorted listing is followed but not
 * indexed (its unfiltered form is the one to find), whatever its page.
 */
export function listingRobots(listing: { outlet: boolean; filtered: boolean }): Robots {
  if (listing.outlet) return 'noindex,nofollow';
  return listing.filtered ? 'noindex,follow' : 'index,follow';
}

/** A product hidden from listings stays reachable by its link but is not indexed. */
export const productRobots = (displayInListing: boolean): Robots =>
  displayInListing ? 'index,follow' : 'noindex,follow';

/**
 * What a listing may show is what a crawler may find: the products sitemap lists a product
 * shown in listings and not kept for the outlet (the API's query filters on these values).
 */
export const SITEMAP_PRODUCT = { displayInListing: true, isOnlyOutlet: false } as const;

export const inSitemap = (product: { displayInListing: boolean; isOnlyOutlet: boolean }) =>
  product.displayInListing === SITEMAP_PRODUCT.displayInListing &&
  product.isOnlyOutlet === SITEMAP_PRODUCT.isOnlyOutlet;
