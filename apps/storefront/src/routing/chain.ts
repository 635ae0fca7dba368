import { NextResponse, type NextRequest } from 'next/server';
import { writePageRequest } from '../page-request/headers';
import { isCacheablePage, isCacheRender, PAGE_CACHE_HEADER } from '../security/page-cache';
import { routeContext, type RouteStep } from './context';
import { gtm } from './gtm';
import { i18n } from './i18n';
import { maintenance } from './maintenance';
import { page } from './page';
import { search } from './search';
import { skeleton } from './skeleton';
import { unsub } from './unsub';

/** The spec's middleware chain, in its order (storefront section 2). */
const CHAIN: RouteStep[] = [skeleton, maintenance, search, unsub, page, gtm, i18n];

/**
 * Every page lives under /{store}/{locale} internally, so pages read both from their params
 * and can be cached per store and language. Shoppers never see that prefix: the store comes
 * from the host, the locale from an optional path prefix (none for the store's own language).
 * The page is rendered with the page request the steps built, as headers (page-request/).
 */
export async function routePage(request: NextRequest): Promise<NextResponse> {
  const context = routeContext(request);
  let response: NextResponse | undefined;
  for (const step of CHAIN) {
    response = (await step(context)) ?? undefined;
    if (response) break;
  }
  if (!response) {
    const target = context.url.clone();
    const { store, locale } = context.page;
    target.pathname = `/${store.id}/${locale}${context.path === '/' ? '' : context.path}`;
    response = NextResponse.rewrite(target, {
      status: context.status,
      request: { headers: writePageRequest(request.headers, context.page) },
    });
    // Told to the full-page cache only (server/server.ts), which removes it from the answer.
    if (isCacheRender(request.headers) && isCacheablePage(context.page, context.status))
      response.headers.set(PAGE_CACHE_HEADER, locale);
  }
  for (const finish of context.finishers) await finish(response);
  return response;
}
