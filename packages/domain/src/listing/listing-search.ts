/**
 * The search filter of a listing page, from the filters the page info gives (storefront
 * sections 7 and 9): listings never show products hidden from listings, and only the outlet
 * shows outlet-only products. Attribute names are those of the `products_{store}_prod` index.
 */
export interface ListingScope {
  categoryId?: number;
  brandId?: number;
  artistId?: number;
  rangeId?: number;
  label?: 'promo' | 'flash_sale' | 'top_sale' | 'new';
  isOnlyOutlet?: boolean;
  /** Products discounted by at least this percent. */
  minPromotionPercent?: number;
  /** Epoch seconds. */
  noveltySince?: number;
}

/** Listing page size: 48 by default, among the sizes the spec offers (section 9). */
export const LISTING_PAGE_SIZES = [1, 4, 8, 15, 16, 24, 32, 48] as const;
export const DEFAULT_LISTING_PAGE_SIZE = 48;

export function listingFilters(scope: ListingScope): string {
  const parts = ['displayInListing:true', `isOnlyOutlet:${scope.isOnlyOutlet === true}`];
  if (scope.categoryId !== undefined) parts.push(`categoryIds:${scope.categoryId}`);
  if (scope.brandId !== undefined) parts.push(`brandId:${scope.brandId}`);
  if (scope.artistId !== undefined) parts.push(`artistId:${scope.artistId}`);
  if (scope.rangeId !== undefined) parts.push(`rangeId:${scope.rangeId}`);
  if (scope.label !== undefined) parts.push(`label:${scope.label}`);
  if (scope.minPromotionPercent !== undefined)
    parts.push(`promotionPercent >= ${scope.minPromotionPercent}`);
  if (scope.noveltySince !== undefined) parts.push(`noveltyAt >= ${scope.noveltySince}`);
  return parts.join(' AND ');
}

/**
 * `paginationLimitedTo` of the product indexes. Algolia answers the first 1,000 hits of a query
 * by default, so a bigger listing's last pages came back empty: the limit follows the catalogue
 * (any listing is a part of it), up to Algolia's maximum of 20,000.
 */
export const MAX_PAGINATION_LIMIT = 20_000;
export const DEFAULT_PAGINATION_LIMIT = 1_000;
export function paginationLimitFor(catalogueSize: number): number {
  return Math.min(MAX_PAGINATION_LIMIT, Math.max(DEFAULT_PAGINATION_LIMIT, catalogueSize));
}

/** A page size chosen earlier (kept in a cookie), if it is one of the offered sizes. */
export function pageSizeOf(raw: string | undefined | null): number {
  const size = Number(raw);
  return (LISTING_PAGE_SIZES as readonly number[]).includes(size)
    ? size
    : DEFAULT_LISTING_PAGE_SIZE;
}
