import { RANGES_PER_BRAND } from '../catalogue/extras';
import { slugify } from '../text';
import { ARTIST_CATEGORIES, ARTIST_NAMES, RANGE_WORDS } from '../vocabulary/artists';
import { BRAND_NAMES } from '../vocabulary/brands';
import { numberCategories, type NumberedCategory } from '../vocabulary/categories';
import type { Words } from '../vocabulary/types';

export interface SeedBrand {
  id: number;
  name: string;
  slug: string;
}

export interface SeedArtist extends SeedBrand {
  /** Set for the named artist categories (ids 16, 21, 35). */
  categoryNames: Words | null;
}

export interface SeedRange extends SeedBrand {
  brandId: number;
}

/** What the site content (menus, footers, banners) links to. */
export interface SiteContext {
  categories: NumberedCategory[];
  brands: SeedBrand[];
  artists: SeedArtist[];
  ranges: SeedRange[];
  /** Products whose pictures illustrate menu templates and banners. */
  featuredProductIds: number[];
  /** A product of each category, whose picture illustrates the category tile. */
  categoryProducts: Map<number, number>;
  freeShippingAmount: number;
  /** The day the seed runs (00:00 UTC): every seeded date counts from it. */
  referenceDate: Date;
}

export const seedBrands = (): SeedBrand[] =>
  BRAND_NAMES.map((name, index) => ({ id: index + 1, name, slug: slugify(name) }));

/** Three ranges per brand, ids in brand order: brand b owns ids 3(b-1)+1 to 3b. */
export const seedRanges = (brands: SeedBrand[]): SeedRange[] =>
  brands.flatMap((brand) =>
    Array.from({ length: RANGES_PER_BRAND }, (_, index) => {
      const name = `${brand.name} ${RANGE_WORDS[(brand.id + index * 2) % RANGE_WORDS.length]}`;
      return {
        id: (brand.id - 1) * RANGES_PER_BRAND + index + 1,
        brandId: brand.id,
        name,
        slug: slugify(name),
      };
    }),
  );

export function buildSiteContext(
  productCount: number,
  referenceDate: Date,
  freeShippingAmount = 99,
): SiteContext {
  const brands = seedBrands();
  return {
    categories: numberCategories(),
    brands,
    artists: ARTIST_NAMES.map((name, index) => ({
      id: index + 1,
      name,
      slug: slugify(name),
      categoryNames: ARTIST_CATEGORIES[index + 1] ?? null,
    })),
    ranges: seedRanges(brands),
    featuredProductIds: Array.from({ length: Math.min(8, productCount) }, (_, index) => index + 1),
    categoryProducts: new Map(),
    freeShippingAmount,
    referenceDate,
  };
}
