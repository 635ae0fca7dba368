import { ApiError } from '@shop/api-client';
import { localizePath } from '@shop/domain/locales';
import {
  OUTLET_EMAIL_COOKIE,
  OUTLET_GRANT_COOKIE,
  OUTLET_GRANT_MAX_AGE_S,
  OUTLET_POPIN_WAIT,
  outletEmail,
  outletRefusalTarget,
} from '@shop/domain/outlet';
import { NextResponse } from 'next/server';
import { env } from '../env';
import { sessionFrom } from '../page-request/session';
import { routeApi, type RouteContext } from './context';
import { hasOutletGrant, isPrefetch } from './outlet-access';

/** The internal route of a signed-in shopper whose access token must be renewed first. */
export const OUTLET_RENEWAL_ROUTE = '/outlet-renewal';

/** The page the shopper came from, when it is a page of this site (path and query). */
function previousPath(context: RouteContext): string | null {
  const referer = context.request.headers.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.host !== context.url.host) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
}

type CustomerEmail = { email: string | null; expired: boolean };

/**
 * The signed-in shopper's e-mail. The server never renews an expired access token (the refresh
 * cookie is the API's, sent to its refresh call alone): `expired` says the browser must.
 */
async function customerEmail(context: RouteContext): Promise<CustomerEmail> {
  const session = sessionFrom(context.request.cookies);
  if (!session) return { email: null, expired: false };
  try {
    return { email: (await routeApi(context).profile(session.token)).email, expired: false };
  } catch (error) {
    return { email: null, expired: error instanceof ApiError && error.status === 401 };
  }
}

type Check = 'granted' | 'refused' | 'limited';

/** `POST /outlet/access`; a grant is kept in the shopper's cookie by the answer's finisher. */
async function checkEmail(context: RouteContext, email: string): Promise<Check> {
  try {
    const { grant } = await routeApi(context).outletAccess(email);
    // Through the cookies API: the other steps' cookies rewrite the Set-Cookie header from it.
    context.finishers.push((response) => {
      response.cookies.set(OUTLET_GRANT_COOKIE, grant, {
        path: '/',
        maxAge: OUTLET_GRANT_MAX_AGE_S,
        httpOnly: true,
        sameSite: 'lax',
        secure: env.SHOP_PUBLIC_PROTOCOL === 'https',
      });
    });
    return 'granted';
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return 'limited';
    if (!(error instanceof ApiError && error.status === 403))
      console.error(
        'Unable to check the outlet access',
        error instanceof Error ? error.message : error,
      );
    return 'refused';
  }
}

/**
 * The outlet route guard (storefront section 4). An access granted once is remembered: the
 * signed grant cookie opens every outlet page, filter and sort without asking the API again
 * (issue 30, item 10). Without it the signed-in shopper's e-mail, else the outletEmail cookie's,
 * is checked by `POST /outlet/access`; an expired session is renewed in the browser first
 * (OUTLET_RENEWAL_ROUTE); a prefetch checks nothing. Otherwise the shopper goes back (or home)
 * with `outlet=true`, or `outlet=wait` past the check's limit, which opens the popin there.
 */
export async function guardOutlet(context: RouteContext) {
  if (await hasOutletGrant(context.request)) return;
  // Not 2xx: the browser and Next's router drop the prefetch and ask again on the click.
  if (isPrefetch(context.request))
    return new NextResponse(null, { status: 403, headers: { 'cache-control': 'no-store' } });

  const customer = await customerEmail(context);
  const email = outletEmail(
    customer.email,
    context.request.cookies.get(OUTLET_EMAIL_COOKIE)?.value,
  );
  if (!email && customer.expired) {
    context.path = OUTLET_RENEWAL_ROUTE;
    return;
  }
  const check = email ? await checkEmail(context, email) : 'refused';
  if (check === 'granted') return;

  // Back where the shopper came from (a full path, language included), else this language's
  // home; coming from the outlet itself (a refused reload) must not loop.
  const previous = previousPath(context);
  const home = localizePath('/', context.page.locale, context.page.store.defaultLocale);
  const target = outletRefusalTarget(
    previous?.includes('/outlet') ? home : (previous ?? home),
    check === 'limited' ? OUTLET_POPIN_WAIT : 'true',
  );
  return NextResponse.redirect(new URL(`${target.pathname}${target.search}`, context.url), 302);
}
