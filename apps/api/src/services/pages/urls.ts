import type { TSeo } from '@shop/api-client/schemas';
import { localizePath, type Locale } from '@shop/domain/locales';
import { hreflangIn, servedLocale } from '@shop/domain/store-locales';
import type { Store } from '@shop/domain/stores';
import type { PerLocale } from '../../db/schema';

/** Paths of the listing grammar and product pages, and the absolute URLs SEO needs. */

export const categoryPath = (category: { id: number; slugs: PerLocale }, locale: Locale) =>
  `/${category.slugs[locale] ?? category.slugs.fr}-c${category.id}`;
export const brandPath = (brand: { id: number; slug: string }) => `/${brand.slug}-b${brand.id}`;
export const rangePath = (range: { id: number; slug: string }) => `/${range.slug}-r${range.id}`;
/** The artist page route `/c-{name}-{number}` (storefront section 2). */
export const artistPagePath = (artist: { id: number; slug: string }) =>
  `/c-${artist.slug}-${artist.id}`;
export const productPath = (slugs: PerLocale, locale: Locale) => `/p/${slugs[locale] ?? slugs.fr}`;

/**
 * A path as the shopper sees it in a store: the store's default language carries no prefix. A
 * language the store does not serve (French asked of the Spanish store) gives the store's own.
 */
export const inStore = (store: Store, locale: Locale, path: string) =>
  localizePath(path, servedLocale(store, locale), store.defaultLocale);

export const absoluteUrl = (store: Store, locale: Locale, path: string) =>
  `${store.baseUrl}${inStore(store, locale, path)}`;

/**
 * Alternates of a page: each store in each of its own languages (nl-BE and fr-BE, es-ES...; the
 * international store plain en), and x-default on the main store. `pathIn` gives the page's
 * path in a store and language, or null when it has none there.
 */
export function alternates(
  stores: readonly Store[],
  pathIn: (store: Store, locale: Locale) => string | null,
): TSeo['alternates'] {
  const list: TSeo['alternates'] = [];
  for (const store of stores)
    for (const locale of store.languages) {
      const path = pathIn(store, locale);
      if (path !== null)
        list.push({
          hreflang: hreflangIn(store, locale),
          store: store.id,
          locale,
          url: absoluteUrl(store, locale, path),
        });
    }
  const main = stores.find((store) => store.isMain);
  const mainPath = main ? pathIn(main, main.defaultLocale) : null;
  if (main && mainPath !== null)
    list.push({
      hreflang: 'x-default',
      store: null,
      locale: null,
      url: absoluteUrl(main, main.defaultLocale, mainPath),
    });
  return list;
}
