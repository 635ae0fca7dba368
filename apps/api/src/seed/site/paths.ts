import type { Locale } from '@shop/domain/locales';
import { slugify } from '../text';
import type { NumberedCategory } from '../vocabulary/categories';

/** URLs of the listing grammar (storefront spec section 5): `-c{id}`, `-b{id}`, `/c-{name}-{id}`. */

export function categoryName(category: NumberedCategory, locale: Locale): string {
  return (category.leaf ?? category.root).names[locale];
}

export function categorySlug(category: NumberedCategory, locale: Locale): string {
  return slugify(categoryName(category, locale));
}

export const categoryPath = (category: NumberedCategory, locale: Locale) =>
  `/${categorySlug(category, locale)}-c${category.id}`;

export const brandPath = (brand: { id: number; slug: string }) => `/${brand.slug}-b${brand.id}`;

export const artistPath = (artist: { id: number; slug: string }) =>
  `/c-${artist.slug}-${artist.id}`;

export const cmsPath = (slug: string) => `/t/${slug}`;

export const productPicture = (productId: number, position = 1) =>
  `/api/v5/media/products/${productId}-${position}.webp`;
