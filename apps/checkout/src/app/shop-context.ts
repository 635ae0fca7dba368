import { localizePath, splitLocalePrefix, type Locale } from '@shop/domain/locales';
import {
  localStoreHosts,
  parseStoreHosts,
  storeDefaultLocale,
  storeIdFromHost,
  storePathLocale,
  type StoreId,
} from '@shop/domain/stores';

/** Everything the app derives from the address bar once, at start. */
export interface ShopContext {
  storeId: StoreId;
  /** Language of the page: the path prefix, else the store's own language. */
  locale: Locale;
  /** The locale prefix of the current URL (`/es/checkout/basket` gives es), null without one. */
  pathLocale: Locale | null;
  /** Router basename: `/es` for a prefixed URL, `/` otherwise, so in-app links keep the prefix. */
  basename: string;
}

export interface AddressBar {
  host: string;
  pathname: string;
}

/**
 * Store host names: the configured production ones (`fr=www.example.fr,...`) over the local
 * `{store}.localhost` convention.
 */
export function storeHosts(configured: string, port: number): Record<StoreId, string> {
  return parseStoreHosts(configured, localStoreHosts(port));
}

/** Store from the host name, locale from the path prefix or else from the store. */
export function resolveShopContext(
  location: AddressBar,
  hosts?: Partial<Record<StoreId, string>>,
): ShopContext {
  const storeId = storeIdFromHost(location.host, hosts);
  // A prefix the store does not serve prefixed (/fr outside Belgium) is a plain path.
  const pathLocale = storePathLocale(storeId, splitLocalePrefix(location.pathname).locale);
  return {
    storeId,
    locale: pathLocale ?? storeDefaultLocale(storeId),
    pathLocale,
    basename: pathLocale ? `/${pathLocale}` : '/',
  };
}

/**
 * A storefront path (another app on the same origin, reached with a plain link) in the page's
 * language: unprefixed for the store's own language, prefixed otherwise.
 */
export function storefrontHref(
  path: string,
  shop: Pick<ShopContext, 'storeId' | 'locale'>,
): string {
  return localizePath(path, shop.locale, storeDefaultLocale(shop.storeId));
}
