import { ApiError } from '@shop/api-client';
import { OUTLET_EMAIL_COOKIE, outletEmail, outletRefusalTarget } from '@shop/domain/outlet';
import { localizePath } from '@shop/domain/locales';
import { NextResponse } from 'next/server';
import { sessionFrom } from '../page-request/session';
import { routeApi, type RouteContext } from './context';

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

/**
 * The outlet route guard (storefront section 4): the signed-in shopper's e-mail, else the
 * outletEmail cookie's, must be accepted by `POST /outlet/access`; otherwise the shopper goes
 * back (or home) with `outlet=true`, which opens the outlet popin there.
 */
export async function guardOutlet(context: RouteContext) {
  const api = routeApi(context);
  const session = sessionFrom(context.request.cookies);
  const customer = session ? await api.profile(session.token).catch(() => null) : null;
  const email = outletEmail(
    customer?.email,
    context.request.cookies.get(OUTLET_EMAIL_COOKIE)?.value,
  );
  if (email) {
    const granted = await api.outletAccess(email).then(
      () => true,
      (error: unknown) => {
        if (!(error instanceof ApiError && error.status === 403))
          console.error(
            'Unable to check the outlet access',
            error instanceof Error ? error.message : error,
          );
        return false;
      },
    );
    if (granted) return;
  }
  // Back where the shopper came from (a full path, language included), else this language's
  // home; coming from the outlet itself (a refused reload) must not loop.
  const previous = previousPath(context);
  const home = localizePath('/', context.page.locale, context.page.store.defaultLocale);
  const target = outletRefusalTarget(previous?.includes('/outlet') ? home : (previous ?? home));
  return NextResponse.redirect(new URL(`${target.pathname}${target.search}`, context.url), 302);
}
