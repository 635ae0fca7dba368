import { firstPageRedirectQuery } from '@shop/domain/first-page';
import { withoutStrayParams } from '@shop/domain/listing-params';
import { BRANDS_INDEX_WORDS } from '@shop/domain/routes';
import { accessRedirect, PAGE_ACCESS, staticPageType } from '@shop/domain/page-routing';
import { NextResponse } from 'next/server';
import { isLoggedIn } from '../page-request/session';
import type { NotFoundReason } from '../page-request/page-request';
import { parseShopperUrl } from '../page-request/parse';
import { routeApi, type RouteContext, type RouteStep } from './context';
import { guardOutlet } from './outlet-guard';
import { redirectTo } from './redirect';

const BRANDS_WORDS = new Set(Object.values(BRANDS_INDEX_WORDS));

/** The internal route of known 404s (app/[store]/[locale]/shop-404). */
export const NOT_FOUND_ROUTE = '/shop-404';

function notFound(context: RouteContext, reason: NotFoundReason) {
  context.page.notFound = reason;
  context.path = NOT_FOUND_ROUTE;
}

/**
 * `page=1` is the first page without it (301); static pages run as they are, behind their
 * access rule; every other path is what the server's parse call says it is: a page (its type
 * goes to the layout, its info to the page), a redirect with the query rebuilt, or the 404 page.
 */
export const page: RouteStep = async (context) => {
  const firstPage = firstPageRedirectQuery(context.url.search);
  if (firstPage !== null) return redirectTo(context, context.path, firstPage, 301);

  const staticType = staticPageType(context.path);
  if (staticType) {
    context.page.pageType = staticType;
    const access = PAGE_ACCESS[staticType];
    const loggedIn = isLoggedIn(context.request.cookies);
    const target = access && accessRedirect(access, loggedIn, context.url.pathname);
    if (target) return redirectTo(context, target.pathname, target.search, 302);
    return;
  }

  // The brand restriction guard: the brands index exists on the main store only.
  const [, first = ''] = context.path.split('/');
  if (!context.page.store.isMain && BRANDS_WORDS.has(first)) return notFound(context, 'restricted');

  const result = await parseShopperUrl(routeApi(context), context.page);
  if (result.kind === 'missing') return notFound(context, 'missing');
  if (result.kind === 'redirect')
    return NextResponse.redirect(new URL(result.target, context.url), result.code);
  // Artist pages read the listing query here (the API leaves it alone): unknown parameters
  // go as on every listing (issue 30, item 11).
  const stray = result.kind === 'page' && result.info.type === 'artists';
  const kept = stray ? withoutStrayParams(context.url.search) : null;
  if (kept !== null) return redirectTo(context, context.path, kept && `?${kept}`, 301);
  if (result.kind === 'page' && result.info.listingType === 'outlet') {
    const refused = await guardOutlet(context);
    if (refused) return refused;
  }
  // A failed or refused parse still goes to the page, which shows the error page for it.
  context.page.parse = result;
  if (result.kind === 'page') context.page.pageType = result.info.type;
};
