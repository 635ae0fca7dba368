import { LISTING_KINDS } from '@shop/domain/listing-kinds';
import { LISTING_FACETS, LISTING_SORTS } from '@shop/domain/listing-url';
import { z } from 'zod';
import { zText } from './text';
import { ZId, ZLabelledLink, ZPath } from './common';
import { ZLocale, ZStoreId } from './init';

/** hreflang alternates of a page: each store in its own language, plus x-default. */
export const ZAlternate = z.object({
  hreflang: zText(),
  store: ZStoreId.nullable(),
  locale: ZLocale.nullable(),
  url: z.url(),
});

export const ZSeo = z.object({
  title: zText(),
  description: zText(),
  canonical: z.url(),
  alternates: z.array(ZAlternate),
  robots: z.enum(['index,follow', 'noindex,follow', 'noindex,nofollow']),
});

/** Route-name to page-type map of storefront section 2. */
export const PAGE_TYPES = [
  'home',
  'listing',
  'product',
  'cms',
  'template',
  'account',
  'contact',
  'artists',
  'maintenance',
  'brands',
  'unsubscribe',
  'wishlist',
  'basket',
  'checkout',
  'autoconnect',
  'search',
] as const;
export const ZPageType = z.enum(PAGE_TYPES);

/**
 * Listing kinds of a parsed page (storefront sections 2 and 9): the domain's kinds but the
 * search page, which is a static route; a range listing is a brand listing.
 */
export const ZListingType = z.enum(LISTING_KINDS).exclude(['search']);
export const LISTING_TYPES = ZListingType.options;

const ZRange = z.object({ min: z.number(), max: z.number() });

/** What a page shows, as filters a front end can turn into a search (and the product id). */
export const ZPageFilters = z.object({
  productId: ZId.optional(),
  categoryId: ZId.optional(),
  brandId: ZId.optional(),
  artistId: ZId.optional(),
  rangeId: ZId.optional(),
  label: z.enum(['promo', 'flash_sale', 'top_sale', 'new']).optional(),
  isOnlyOutlet: z.boolean().optional(),
  /** Products discounted by at least this percent (sales, best offers). */
  minPromotionPercent: z.number().int().min(1).max(100).optional(),
  /** Epoch seconds: novelties listed since then. */
  noveltySince: z.number().int().optional(),
  facets: z.partialRecord(z.enum(LISTING_FACETS), z.array(zText())),
  ranges: z.object({ prices: ZRange.optional(), promotions: ZRange.optional() }),
  sort: z.enum(LISTING_SORTS).nullable(),
  page: z.number().int().nonnegative(),
});

/** Global page info (storefront section 3): breadcrumb parts, bubbles and SEO. */
export const ZGlobalPageInfo = z.object({
  breadcrumb: z.object({ parts: z.array(ZLabelledLink) }),
  bubbles: z.array(ZLabelledLink),
  seo: ZSeo,
});

/**
 * The names the tag manager's page data carries (storefront section 3), on the pages that have
 * them: a listing's or a product's category (its parent when it has one) and subcategory,
 * brand and artist.
 */
export const ZPageTaxonomy = z.object({
  category: zText().optional(),
  subcategory: zText().optional(),
  brand: zText().optional(),
  artist: zText().optional(),
});

export const ZPageInfo = ZGlobalPageInfo.extend({
  type: ZPageType,
  listingType: ZListingType.nullable(),
  store: ZStoreId,
  locale: ZLocale,
  /** The page heading. */
  title: zText(),
  filters: ZPageFilters,
  taxonomy: ZPageTaxonomy.optional(),
});

/** POST /page-info: the global page info of a page of any type. */
export const ZPageInfoRequest = z.object({
  pageInfo: z.object({ type: ZPageType }),
  path: ZPath.max(2048),
});
export const ZPageInfoAnswer = z.object({ infos: ZGlobalPageInfo });

export type TSeo = z.infer<typeof ZSeo>;
export type TPageType = z.infer<typeof ZPageType>;
export type TListingType = z.infer<typeof ZListingType>;
export type TPageFilters = z.infer<typeof ZPageFilters>;
export type TPageTaxonomy = z.infer<typeof ZPageTaxonomy>;
export type TGlobalPageInfo = z.infer<typeof ZGlobalPageInfo>;
export type TPageInfo = z.infer<typeof ZPageInfo>;
export type TPageInfoRequest = z.infer<typeof ZPageInfoRequest>;
export type TPageInfoAnswer = z.infer<typeof ZPageInfoAnswer>;
