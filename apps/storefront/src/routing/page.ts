import type { TParseAnswer } from '@shop/api-client';
import { BRANDS_INDEX_WORDS } from '@shop/domain/routes';
import { accessRedirect, PAGE_ACCESS, staticPageType } from '@shop/domain/page-routing';
import { NextResponse } from 'next/server';
import { isLoggedIn } from '../lib/session';
import { routeApi, type RouteContext, type RouteStep } from './context';
import { guardOutlet } from './outlet-guard';
import { ExternalRedirectError, isParseRedirect, parseRedirectTarget } from './parse-redirect';
import { redirectTo } from './redirect';

/** Why a page answers 404, for the error page's message (storefront section 8). */
export type NotFoundReason = 'restricted' | 'missing';

const BRANDS_WORDS = new Set(Object.values(BRANDS_INDEX_WORDS));

/** The internal route of known 404s (app/[store]/[locale]/shop-404). */
export const NOT_FOUND_ROUTE = '/shop-404';

function notFound(context: RouteContext, reason: NotFoundReason) {
  context.pageHeaders.set('x-shop-not-found', reason);
  context.path = NOT_FOUND_ROUTE;
}

async function parse(context: RouteContext): Promise<TParseAnswer> {
  const { pathname, search } = context.url;
  return routeApi(context).parse({
    path: pathname,
    url: `${pathname}${search}`,
    baseUrl: context.store.baseUrl,
  });
}

/**
 * A parse redirect, to a path of this site only. Any other target is not followed: the page
 * then asks parse itself and fails with the same ERR_REDIRECT (lib/page), so the shopper gets
 * the error page, not another site.
 */
function followRedirect(context: RouteContext, answer: TParseAnswer & { code: 301 | 302 }) {
  try {
    return NextResponse.redirect(new URL(parseRedirectTarget(answer), context.url), answer.code);
  } catch (error) {
    if (!(error instanceof ExternalRedirectError)) throw error;
    console.error(error.message);
    return undefined;
  }
}

/**
 * `page=1` is the first page without it (301); static pages run as they are, behind their
 * access rule; every other path is what the server's parse call says it is: a page (its type
 * goes to the layout), a redirect with the query rebuilt, or the 404 page.
 */
export const page: RouteStep = async (context) => {
  const { url } = context;
  if (url.searchParams.get('page') === '1') {
    const params = new URLSearchParams(url.searchParams);
    params.delete('page');
    const search = params.toString();
    return redirectTo(context, context.path, search ? `?${search}` : '', 301);
  }

  const staticType = staticPageType(context.path);
  if (staticType) {
    context.pageHeaders.set('x-shop-page-type', staticType);
    const access = PAGE_ACCESS[staticType];
    const target =
      access && accessRedirect(access, isLoggedIn(context.request.cookies), url.pathname);
    if (target) return redirectTo(context, target.pathname, target.search, 302);
    return;
  }

  // The brand restriction guard: the brands index exists on the main store only.
  const [, first = ''] = context.path.split('/');
  if (!context.store.isMain && BRANDS_WORDS.has(first)) return notFound(context, 'restricted');

  let answer: TParseAnswer;
  try {
    answer = await parse(context);
  } catch (error) {
    // The page will ask again and show the error page; the proxy only routes.
    console.error('Unable to parse the URL', error instanceof Error ? error.message : error);
    return;
  }
  if (answer.code === 404) return notFound(context, 'missing');
  if (isParseRedirect(answer)) return followRedirect(context, answer);
  if (answer.pageInfo?.listingType === 'outlet') {
    const refused = await guardOutlet(context);
    if (refused) return refused;
  }
  if (answer.pageInfo) context.pageHeaders.set('x-shop-page-type', answer.pageInfo.type);
};
