import { detectLocale, parseAcceptLanguage } from '@shop/domain/locale-detection';
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_S,
  LOCALE_ISO,
  localizePath,
  splitLocalePrefix,
  storeLocales,
  type Locale,
} from '@shop/domain/locales';
import { NextResponse } from 'next/server';
import type { RouteContext, RouteStep } from './context';

function preferredLocale(acceptLanguage: string | null, storeLocale: Locale): Locale | null {
  const candidates = storeLocales(storeLocale).map((code) => ({ code, iso: LOCALE_ISO[code] }));
  return detectLocale(parseAcceptLanguage(acceptLanguage), candidates)?.code ?? null;
}

const rememberLocale = (response: NextResponse, locale: Locale) =>
  response.cookies.set(LOCALE_COOKIE, locale, {
    maxAge: LOCALE_COOKIE_MAX_AGE_S,
    path: '/',
    sameSite: 'lax',
  });

/**
 * The store's own language is never prefixed (one URL per page, 301); a first visit to the
 * root goes to the browser's preferred language among the store's (302, section 9); the
 * language read in is kept in a cookie for the next visit.
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
  if (url.pathname === '/' && !request.cookies.has(LOCALE_COOKIE)) {
    const preferred = preferredLocale(request.headers.get('accept-language'), store.defaultLocale);
    if (preferred && preferred !== store.defaultLocale) {
      const target = url.clone();
      target.pathname = localizePath('/', preferred, store.defaultLocale);
      const response = NextResponse.redirect(target, 302);
      rememberLocale(response, preferred);
      return response;
    }
  }
  if (request.cookies.get(LOCALE_COOKIE)?.value !== context.page.locale)
    context.finishers.push((response) => {
      rememberLocale(response, context.page.locale);
    });
};
