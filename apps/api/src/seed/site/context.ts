import { slugify } from '../text';
import { ARTIST_NAMES, BRAND_NAMES } from '../vocabulary/brands';
import { numberCategories, type NumberedCategory } from '../vocabulary/categories';

export interface SeedBrand {
  id: number;
  name: string;
  slug: string;
}

/** What the site content (menus, footers, banners) links to. */
export interface SiteContext {
  categories: NumberedCategory[];
  brands: SeedBrand[];
  artists: SeedBrand[];
  /** Products whose pictures illustrate menu templates and banners. */
  featuredProductIds: number[];
  freeShippingAmount: number;
}

export const seedBrands = (): SeedBrand[] =>
  BRAND_NAMES.map((name, index) => ({ id: index + 1, name, slug: slugify(name) }));

export function buildSiteContext(productCount: number, freeShippingAmount = 99): SiteContext {
  return {
    categories: numberCategories(),
    brands: seedBrands(),
    artists: ARTIST_NAMES.map((name, index) => ({ id: index + 1, name, slug: slugify(name) })),
    featuredProductIds: Array.from({ length: Math.min(4, productCount) }, (_, index) => index + 1),
    freeShippingAmount,
  };
}
