import { localizePath, type Locale } from '@shop/domain/locales';
import { servedLocale } from '@shop/domain/store-locales';
import type { Store } from '@shop/domain/stores';

/** An absolute link into the shopper's store, in their language (e-mails). */
export function shopLink(store: Store, locale: Locale, path: string): string {
  return `${store.baseUrl.replace(/\/$/, '')}${localizePath(path, servedLocale(store, locale), store.defaultLocale)}`;
}
