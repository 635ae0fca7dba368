import { splitLocalePrefix } from '@shop/domain/locales';
import { isCheckoutAppPath } from '@shop/domain/page-routing';

export type Upstream = 'api' | 'checkout' | 'storefront';

/**
 * Which app answers a path (ARCHITECTURE.md, "One origin, path routing"): the API under
 * /api/v5, the checkout app for login, automatic login, account and checkout pages in any
 * locale, the storefront for everything else.
 */
export function upstreamFor(url: string): Upstream {
  const path = url.split(/[?#]/, 1)[0] ?? '/';
  if (path === '/api/v5' || path.startsWith('/api/v5/')) return 'api';
  if (isCheckoutAppPath(splitLocalePrefix(path).rest)) return 'checkout';
  return 'storefront';
}
