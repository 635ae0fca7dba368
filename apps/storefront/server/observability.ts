// Request ids, one JSON line per request, Prometheus metrics and /health/* of the storefront's
// server (server.ts), from @shop/observability. Ready when the API answers.
import { splitLocalePrefix } from '@shop/domain/locales';
import {
  createServiceMetrics,
  HEALTH_LIVE_PATH,
  httpCheck,
  jsonLogger,
  type LogLevel,
  type NodeObservability,
} from '@shop/observability';

/** Next's file routes (src/app/*) and the first segments of the page routes of src/app/[store]. */
const FILE_ROUTES: ReadonlySet<string> = new Set([
  '/robots.txt',
  '/sitemap.xml',
  '/revalidate.json',
]);
const PAGE_SECTIONS: ReadonlySet<string> = new Set([
  'search',
  'contact',
  'wishlist',
  'unsubscribe',
  'maintenance',
  'tp',
]);

/**
 * The metrics label of a request: Next's route pattern where the path shows it, `/:page` for
 * the pages the API's parse call resolves (products, listings, CMS pages). Never the raw URL.
 */
export function storefrontRoute(url: string | undefined): string {
  const path = (url ?? '/').split('?', 1)[0] ?? '/';
  if (path.startsWith('/_next/')) {
    const [, , kind] = path.split('/');
    return kind === 'static' || kind === 'image' ? `/_next/${kind}` : '/_next/:rest';
  }
  if (FILE_ROUTES.has(path)) return path;
  if (/^\/(sitemaps|app-stores)\//.test(path)) return `/${path.split('/')[1]}/:file`;
  if (/\.[a-z0-9]+$/i.test(path)) return '/:file';
  const [section = ''] = splitLocalePrefix(path).rest.split('/').filter(Boolean);
  if (section === '') return '/';
  return PAGE_SECTIONS.has(section) ? `/${section}` : '/:page';
}

/** Request ids, logs, metrics and health of the storefront server; ready when the API is live. */
export function storefrontObservability(apiUrl: string, level: LogLevel): NodeObservability {
  return {
    metrics: createServiceMetrics(),
    log: jsonLogger('storefront', level),
    ready: { api: httpCheck(new URL(HEALTH_LIVE_PATH, apiUrl).href) },
    routeOf: (request) => storefrontRoute(request.url),
  };
}
