import { NextResponse, type NextRequest } from 'next/server';
import { routeContext, type RouteStep } from './routing/context';
import { gtm } from './routing/gtm';
import { i18n } from './routing/i18n';
import { maintenance } from './routing/maintenance';
import { page } from './routing/page';
import { search } from './routing/search';
import { skeleton } from './routing/skeleton';
import { unsub } from './routing/unsub';

/** The spec's middleware chain, in its order (storefront section 2). */
const CHAIN: RouteStep[] = [skeleton, maintenance, search, unsub, page, gtm, i18n];

/**
 * Every page lives under /{store}/{locale} internally, so pages read both from their params
 * and can be cached per store and language. Shoppers never see that prefix: the store comes
 * from the host, the locale from an optional path prefix (none for the store's own language).
 */
export async function proxy(request: NextRequest) {
  const context = routeContext(request);
  let response: NextResponse | undefined;
  for (const step of CHAIN) {
    response = (await step(context)) ?? undefined;
    if (response) break;
  }
  if (!response) {
    const target = context.url.clone();
    const { store, locale, path } = context;
    target.pathname = `/${store.id}/${locale}${path === '/' ? '' : path}`;
    response = NextResponse.rewrite(target, {
      status: context.status,
      request: { headers: context.pageHeaders },
    });
  }
  for (const finish of context.finishers) await finish(response);
  return response;
}

export const config = {
  // Pages only: Next's own files, the API and the files the shop serves (public/, sitemaps,
  // robots.txt) pass, by their extension — not any dot: a search for "sweat 2.0" is a page —
  // and the two legacy .html pages redirect.
  matcher: [
    '/((?!_next/|api/|.*\\.(?:svg|png|jpe?g|gif|webp|avif|ico|txt|xml|json|webmanifest|js|css|map|woff2?)$).*)',
    '/unsubscribe.html',
    '/recherche.html',
    '/:locale/unsubscribe.html',
    '/:locale/recherche.html',
  ],
};
