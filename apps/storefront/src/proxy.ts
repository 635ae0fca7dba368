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
import { searchPath } from '@shop/domain/search-box';
import { storeDefaultLocale } from '@shop/domain/stores';
import {
  REFERER_COOKIE,
  REFERER_MAX_AGE_S,
  SFMC_COOKIE,
  SFMC_MAX_AGE_S,
  campaignData,
} from '@shop/domain/tracking';
import { NextResponse, type NextRequest } from 'next/server';
import { env } from './env';
import { storeForHost } from './lib/stores';

/**
 * Every page lives under /{store}/{locale} internally, so pages read both from their params
 * and can be cached per store and language. Shoppers never see that prefix: the store comes
 * from the host, the locale from an optional path prefix (none for the store's own language).
 */
export async function proxy(request: NextRequest) {
  const url = request.nextUrl;
  const store = storeForHost(request.headers.get('host'));
  const storeLocale = storeDefaultLocale(store);
  const { locale, rest } = splitLocalePrefix(url.pathname);
  const pageLocale = locale ?? storeLocale;

  const redirect = legacyRedirect(url, rest);
  if (redirect !== null || locale === storeLocale) {
    // The store's own language is never prefixed: one URL per page.
    const target = url.clone();
    target.pathname = localizePath(redirect?.pathname ?? rest, pageLocale, storeLocale);
    target.search = redirect?.search ?? url.search;
    return NextResponse.redirect(target, 301);
  }

  // First visit to the root: the browser's preferred language among the store's (302).
  if (url.pathname === '/' && !request.cookies.has(LOCALE_COOKIE)) {
    const preferred = preferredLocale(request.headers.get('accept-language'), storeLocale);
    if (preferred && preferred !== storeLocale) {
      const target = url.clone();
      target.pathname = localizePath('/', preferred, storeLocale);
      const response = NextResponse.redirect(target, 302);
      rememberLocale(response, preferred);
      return response;
    }
  }

  const target = url.clone();
  target.pathname = `/${store}/${pageLocale}${rest === '/' ? '' : rest}`;
  // Pages without params (not-found) still need the shopper's path to pick the language.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-shop-path', url.pathname);
  const response = NextResponse.rewrite(target, { request: { headers: requestHeaders } });
  await rememberArrival(url, response);
  if (request.cookies.get(LOCALE_COOKIE)?.value !== pageLocale)
    rememberLocale(response, pageLocale);
  return response;
}

function preferredLocale(acceptLanguage: string | null, storeLocale: Locale): Locale | null {
  const candidates = storeLocales(storeLocale).map((code) => ({ code, iso: LOCALE_ISO[code] }));
  return detectLocale(parseAcceptLanguage(acceptLanguage), candidates)?.code ?? null;
}

/** The language the shopper reads in, so a later visit to the root keeps it. */
function rememberLocale(response: NextResponse, locale: Locale) {
  response.cookies.set(LOCALE_COOKIE, locale, {
    maxAge: LOCALE_COOKIE_MAX_AGE_S,
    path: '/',
    sameSite: 'lax',
  });
}

/** Old URLs and `page=1` answer 301 to their current form (storefront section 2). */
function legacyRedirect(url: URL, path: string): { pathname: string; search: string } | null {
  if (path === '/unsubscribe.html') {
    const email = url.searchParams.get('email');
    return { pathname: '/unsubscribe', search: email ? `?${new URLSearchParams({ email })}` : '' };
  }
  if (path === '/recherche.html') {
    const keyword = url.searchParams.get('motclef') ?? '';
    return { pathname: keyword.trim() ? searchPath(keyword) : '/search', search: '' };
  }
  if (url.searchParams.get('page') === '1') {
    const params = new URLSearchParams(url.searchParams);
    params.delete('page');
    const search = params.toString();
    return { pathname: path, search: search ? `?${search}` : '' };
  }
  return null;
}

/** Campaign parameters and an affiliate referer are kept in cookies on arrival (section 7). */
async function rememberArrival(url: URL, response: NextResponse) {
  const campaign = campaignData(url.searchParams);
  if (campaign) {
    response.cookies.set(SFMC_COOKIE, JSON.stringify(campaign), {
      maxAge: SFMC_MAX_AGE_S,
      path: '/',
      sameSite: 'lax',
    });
  }
  const referer = url.searchParams.get('referer');
  if (referer && /^[A-Za-z0-9_-]{1,64}$/.test(referer)) {
    // A failed look-up stores nothing: the visit goes on as a plain one.
    const known = await fetch(`${env.API_URL}/api/v5/referers/${referer}`, {
      signal: AbortSignal.timeout(1000),
    })
      .then((answer) => answer.ok)
      .catch(() => false);
    if (known) {
      response.cookies.set(REFERER_COOKIE, referer, {
        maxAge: REFERER_MAX_AGE_S,
        path: '/',
        sameSite: 'lax',
      });
    }
  }
}

export const config = {
  // Pages only: Next's own files, the API and anything with a file extension (public/) pass —
  // except the two legacy .html pages, which redirect.
  matcher: [
    '/((?!_next/|api/|.*\\.[a-zA-Z0-9]+$).*)',
    '/unsubscribe.html',
    '/recherche.html',
    '/:locale/unsubscribe.html',
    '/:locale/recherche.html',
  ],
};
