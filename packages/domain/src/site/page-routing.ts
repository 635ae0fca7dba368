/**
 * How the storefront routes a shopper's path before any page runs (storefront section 2):
 * which paths are static pages (no server parse call), which page type a static path opens,
 * who may see it, and where the maintenance flag sends it. Paths here are without the locale
 * prefix.
 */

/** Page types of storefront section 2 that layouts and guards care about. */
export type StaticPageType =
  'home' | 'search' | 'wishlist' | 'contact' | 'unsubscribe' | 'maintenance' | 'template';

/**
 * Static pages: home and a list of prefixes that never need `POST /parse`. A prefix matches
 * the path itself and everything below it (`/search` and `/search/jean+brut`).
 */
export const STATIC_PAGE_PREFIXES: Readonly<Record<string, StaticPageType>> = {
  '/search': 'search',
  '/wishlist': 'wishlist',
  '/contact': 'contact',
  '/unsubscribe': 'unsubscribe',
  '/maintenance': 'maintenance',
  '/tp': 'template',
};

/** First path segments of the checkout app (customer journey): sign-in, automatic login, account, checkout. */
export const CHECKOUT_APP_SECTIONS = ['login', 'autoconnect', 'account', 'checkout'] as const;

// Built from the list so the edge's generated nginx locations and this rule cannot drift.
const CHECKOUT_APP_PATH = new RegExp(`^/(${CHECKOUT_APP_SECTIONS.join('|')})(/|$)`);

/** Paths the checkout app serves: a section, alone or with anything below it. */
export function isCheckoutAppPath(path: string): boolean {
  return CHECKOUT_APP_PATH.test(path);
}

export type NavigationSkeleton = 'listing' | 'product';

/** Product pages are `/p/{slug}` in every locale. */
export function isProductPath(path: string): boolean {
  return path.startsWith('/p/');
}

/**
 * The skeleton a page shows while it is on its way (section 2, page-type display rules):
 * product pages the product skeleton; listings, artist pages and search the listing skeleton
 * (every other storefront path goes through the catch-all, where listings live). Home, CMS,
 * template and the other static pages, and the checkout app's pages, show none.
 */
export function navigationSkeleton(path: string): NavigationSkeleton | null {
  if (isProductPath(path)) return 'product';
  if (path === '/t' || path.startsWith('/t/') || isCheckoutAppPath(path)) return null;
  const type = staticPageType(path);
  return type === null || type === 'search' ? 'listing' : null;
}

export function staticPageType(path: string): StaticPageType | null {
  if (path === '/') return 'home';
  for (const [prefix, type] of Object.entries(STATIC_PAGE_PREFIXES))
    if (path === prefix || path.startsWith(`${prefix}/`)) return type;
  return null;
}

/**
 * Who may open a page: guest-only pages send a logged-in shopper home, sign-in pages send a
 * guest to /login. The wishlist needs a session (its calls are under /secure).
 */
export type PageAccess = 'guest-only' | 'sign-in' | 'optional';

export const PAGE_ACCESS: Readonly<Partial<Record<StaticPageType, PageAccess>>> = {
  wishlist: 'sign-in',
};

export function accessRedirect(
  access: PageAccess,
  loggedIn: boolean,
  path: string,
): { pathname: string; search: string } | null {
  if (access === 'guest-only' && loggedIn) return { pathname: '/', search: '' };
  if (access === 'sign-in' && !loggedIn)
    return {
      pathname: '/login',
      search: `?mode=connection&redirect=${encodeURIComponent(path)}`,
    };
  return null;
}

export const MAINTENANCE_PATH = '/maintenance';

/**
 * Storefront section 4: with the flag on every route goes to /maintenance; with it off,
 * /maintenance goes home. Null means the path is served as asked.
 */
export function maintenanceRedirect(path: string, maintenanceOn: boolean): string | null {
  const onMaintenancePage = path === MAINTENANCE_PATH;
  if (maintenanceOn && !onMaintenancePage) return MAINTENANCE_PATH;
  if (!maintenanceOn && onMaintenancePage) return '/';
  return null;
}

/**
 * The search route's guard (its behaviour is not shown by the spec, docs/decisions.md):
 * `/search/{query}` keeps one canonical spelling — trimmed, runs of spaces or plus signs as one
 * plus sign. Null when the path is already canonical.
 */
export function canonicalSearchPath(path: string): string | null {
  const match = /^\/search(?:\/([^/]*))?(\/.*)?$/.exec(path);
  if (!match) return null;
  const [, raw = '', rest = ''] = match;
  let query: string;
  try {
    query = decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return null;
  }
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return rest || raw ? '/search' : null;
  const canonical = `/search/${words.map(encodeURIComponent).join('+')}${rest}`;
  return canonical === path ? null : canonical;
}
