import { splitLocalePrefix } from '@shop/domain/locales';

export type Upstream = 'api' | 'checkout' | 'storefront';

const CHECKOUT_PATHS = /^\/(login|autoconnect|account|checkout)(\/|$)/;

/**
 * Which app answers a path (ARCHITECTURE.md, "One origin, path routing"): the API under
 * /api/v5, the checkout app for login, automatic login, account and checkout pages in any
 * locale, the storefront for everything else.
 */
export function upstreamFor(url: string): Upstream {
  const path = url.split(/[?#]/, 1)[0] ?? '/';
  if (path === '/api/v5' || path.startsWith('/api/v5/')) return 'api';
  if (CHECKOUT_PATHS.test(splitLocalePrefix(path).rest)) return 'checkout';
  return 'storefront';
}
