import { STOREFRONT_REVALIDATE_PATH } from '@shop/domain/cache';
import { LOCALES, splitLocalePrefix } from '@shop/domain/locales';
import { CHECKOUT_APP_SECTIONS, isCheckoutAppPath } from '@shop/domain/page-routing';
import { INTERNAL_PATHS } from '@shop/observability';

export type Upstream = 'api' | 'checkout' | 'storefront';

/**
 * The path table of ARCHITECTURE.md as data: the gateway applies it through `upstreamFor`,
 * and `pnpm nginx:generate` writes the nginx edge's locations from it (deploy/nginx).
 */
export const ROUTE_TABLE = {
  /** This path and everything below it go to the API. */
  apiPrefix: '/api/v5',
  /** First segments the checkout app serves, unprefixed or after a locale prefix. */
  checkoutSections: CHECKOUT_APP_SECTIONS,
  /**
   * Every language's prefix, French's too: the Belgian store serves French under /fr beside
   * its unprefixed Dutch (`/fr/checkout/basket` is its French basket).
   */
  localePrefixes: LOCALES,
  fallback: 'storefront',
  /**
   * Answered 404 from outside, whatever the query: the storefront's revalidation (the API posts
   * there, server to server) and every app's metrics and health endpoints (operators only).
   */
  blockedPaths: [STOREFRONT_REVALIDATE_PATH, ...INTERNAL_PATHS],
} as const;

/**
 * Which app answers a path (ARCHITECTURE.md, "One origin, path routing"): the API under
 * /api/v5, the checkout app for login, automatic login, account and checkout pages in any
 * locale, the storefront for everything else.
 */
export function upstreamFor(url: string): Upstream {
  return upstreamForPath(pathOf(url));
}

/** The path of a request target, without its query or fragment. */
export function pathOf(url: string): string {
  for (let index = 0; index < url.length; index++) {
    const code = url.charCodeAt(index);
    if (code === 63 /* ? */ || code === 35 /* # */) return url.slice(0, index);
  }
  return url;
}

/** `upstreamFor` of a path already without its query (the gateway cuts it once). */
export function upstreamForPath(path: string): Upstream {
  const { apiPrefix } = ROUTE_TABLE;
  if (
    path.startsWith(apiPrefix) &&
    (path.length === apiPrefix.length || path[apiPrefix.length] === '/')
  )
    return 'api';
  if (isCheckoutAppPath(splitLocalePrefix(path).rest)) return 'checkout';
  return ROUTE_TABLE.fallback;
}
