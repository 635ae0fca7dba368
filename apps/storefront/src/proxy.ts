import { splitLocalePrefix } from '@shop/domain/locales';
import { storeDefaultLocale } from '@shop/domain/stores';
import { NextResponse, type NextRequest } from 'next/server';
import { storeForHost } from './lib/stores';

/**
 * Every page lives under /{store}/{locale} internally, so pages read both from their params
 * and can be cached per store and language. Shoppers never see that prefix: the store comes
 * from the host, the locale from an optional path prefix (none for the store's own language).
 */
export function proxy(request: NextRequest) {
  const url = request.nextUrl;
  const store = storeForHost(request.headers.get('host'));
  const storeLocale = storeDefaultLocale(store);
  const { locale, rest } = splitLocalePrefix(url.pathname);

  if (locale === storeLocale) {
    // The store's own language is never prefixed: one URL per page.
    const target = url.clone();
    target.pathname = rest;
    return NextResponse.redirect(target, 301);
  }

  const target = url.clone();
  target.pathname = `/${store}/${locale ?? storeLocale}${rest === '/' ? '' : rest}`;
  // Pages without params (not-found) still need the shopper's path to pick the language.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-shop-path', url.pathname);
  return NextResponse.rewrite(target, { request: { headers: requestHeaders } });
}

export const config = {
  // Pages only: Next's own files, the API and anything with a file extension (public/) pass.
  matcher: ['/((?!_next/|api/|.*\\.[a-zA-Z0-9]+$).*)'],
};
