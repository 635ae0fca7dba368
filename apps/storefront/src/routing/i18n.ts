import {
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  localizePath,
  splitLocalePrefix,
  type Locale,
} from '@shop/domain/locales';
import { fromShopLink, preferredStoreLocale } from '@shop/domain/store-locales';
import type { Store } from '@shop/domain/stores';
import type { NextRequest } from 'next/server';
import { NextResponse } from 'next/server';
import type { RouteContext, RouteStep } from './context';

const rememberLocale = (response: NextResponse, locale: Locale) =>
  response.cookies.set(LOCALE_COOKIE, locale, {
    maxAge: LOCALE_COOKIE_MAX_AGE_S,
    path: '/',
    sameSite: 'lax',
  });

/**
 * The language the root should show: the one kept in the cookie when the store serves it (the
 * shopper chose it, or was last reading it), else on a first visit the browser's preferred one
 * among the store's (section 9: a fr-BE browser gets French in Belgium). Only an arrival from
 * elsewhere (typed, a bookmark, another site) goes back to the kept one, not a link of the
 * shop to the root (`fromShopLink`).
 */
function rootLocale(request: NextRequest, store: Store): { locale: Locale; kept: boolean } | null {
  const kept = request.cookies.get(LOCALE_COOKIE)?.value;
  if (kept !== undefined) {
    if (fromShopLink(request.headers.get('sec-fetch-site'), request.headers.get('sec-purpose')))
      return null;
    return isLocale(kept) && store.locales.includes(kept) ? { locale: kept, kept: true } : null;
  }
  const preferred = preferredStoreLocale(store, request.headers.get('accept-language'));
  return preferred ? { locale: preferred, kept: false } : null;
}

/**
 * The store's own language is never prefixed (one URL per page, 301); the root goes to the
 * language kept in the cookie, or on a first visit the browser's preferred one among the
 * store's (302, section 9); the language read in is kept in a cookie for the next visit.
 */
export const i18n: RouteStep = (context: RouteContext) => {
  const { url, request } = context;
  const { store } = context.page;
  if (context.prefix === store.defaultLocale) {
    // The path as asked, not the page steps chose to render (maintenance, 404).
    const target = url.clone();
    target.pathname = localizePath(
      splitLocalePrefix(url.pathname).rest,
      store.defaultLocale,
      store.defaultLocale,
    );
    return NextResponse.redirect(target, 301);
  }
  if (url.pathname === '/') {
    const wanted = rootLocale(request, store);
    if (wanted && wanted.locale !== store.defaultLocale) {
      const target = url.clone();
      target.pathname = localizePath('/', wanted.locale, store.defaultLocale);
      const response = NextResponse.redirect(target, 302);
      if (!wanted.kept) rememberLocale(response, wanted.locale);
      return response;
    }
  }
  if (request.cookies.get(LOCALE_COOKIE)?.value !== context.page.locale)
    context.finishers.push((response) => {
      rememberLocale(response, context.page.locale);
    });
};
