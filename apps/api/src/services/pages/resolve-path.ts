import { splitLocalePrefix } from '@shop/domain/locales';
import {
  isArtistsIndexWord,
  isBrandsIndexWord,
  resolveArtistPage,
  resolveArtistsIndex,
  resolveBrandsIndex,
  resolveCms,
} from './resolve-content';
import { resolveListing } from './resolve-listing';
import { resolveProduct } from './resolve-product';
import { MISSING, type PageScope, type Resolution } from './types';

/**
 * Resolves a shopper's path (with its locale prefix) in a store: products (`/p/…`), CMS pages
 * (`/t/…`), artist pages (`/c-…`), the brands and artists indexes, and every listing of the
 * URL grammar.
 */
export async function resolvePath(
  base: Omit<PageScope, 'locale'>,
  fullPath: string,
  search: string,
): Promise<Resolution> {
  const { locale: prefix, rest } = splitLocalePrefix(fullPath);
  // The store's own language is never prefixed (docs/decisions.md 3): one URL per page.
  if (prefix === base.store.defaultLocale) return { kind: 'redirect', path: rest };
  // A language the store does not serve (/fr outside France and Belgium) has no pages there.
  if (prefix && !base.store.locales.includes(prefix)) return MISSING;
  const scope: PageScope = { ...base, locale: prefix ?? base.store.defaultLocale };
  if (rest.length > 1 && rest.endsWith('/')) {
    const trimmed = rest.replace(/\/+$/, '');
    return { kind: 'redirect', path: prefix ? `/${prefix}${trimmed}` : trimmed };
  }
  const [, first = '', second, ...more] = rest.split('/');
  if (first === 'p' && second !== undefined && more.length === 0)
    return resolveProduct(scope, second);
  if (first === 't' && second !== undefined && more.length === 0) return resolveCms(scope, second);
  if (first.startsWith('c-') && second === undefined) return resolveArtistPage(scope, rest);
  if (second === undefined && isBrandsIndexWord(first)) return resolveBrandsIndex(scope, first);
  if (second === undefined && isArtistsIndexWord(first)) return resolveArtistsIndex(scope, first);
  if (rest === '/') return MISSING;
  return resolveListing(scope, rest, search);
}
