import { splitLocalePrefix } from '@shop/domain/locales';
import { storeById, type Store } from '@shop/domain/stores';
import { headers } from 'next/headers';
import { storeForHost, stores } from './stores';

/** The store of the request's host, for routes that live outside /{store}/{locale}. */
export async function hostStore(): Promise<Store> {
  return storeById(stores, storeForHost((await headers()).get('host')));
}

/**
 * Store and language of a request, for server components that get no params (not-found,
 * loading): the store from the host, the language from the shopper's path as the proxy saw it.
 */
export async function requestStoreAndLocale() {
  const requestHeaders = await headers();
  const store = storeById(stores, storeForHost(requestHeaders.get('host')));
  const path = requestHeaders.get('x-shop-path') ?? '/';
  return { store, locale: splitLocalePrefix(path).locale ?? store.defaultLocale };
}
