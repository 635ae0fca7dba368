import { LISTING_FACETS } from './listing-url';
import { decodeQueryPart as decode } from './query-part';
import { isTrackingParam } from '../tracking/tracking-params';

/**
 * Query parameters that ride along on any page and are not listing state: cache busting
 * (no_cache, cb), the referer, the outlet popin flag, and the tracking parameters of
 * campaigns, ad clicks and analytics (tracking-params.ts, the marketing cloud's stored in
 * cookies on arrival included). Callers pass this as `ignoreParams`.
 */
const NON_LISTING_PARAMS = new Set(['no_cache', 'cb', 'referer', 'outlet']);
export const isNonListingParam = (name: string) =>
  NON_LISTING_PARAMS.has(name) || isTrackingParam(name);

const LISTING_PARAMS: ReadonlySet<string> = new Set(['page', 'sort', ...LISTING_FACETS]);

/**
 * The listing's query without the parameters it does not know (neither its state nor riding
 * along), the others as written, without `?`; null when it has none. A link with an unknown
 * parameter is redirected there rather than answered 404 (issue 30, item 11): the shopper
 * still lands on the listing, under one URL. Values are not checked here: a known parameter
 * with a wrong value stays a 404, as the grammar says.
 */
export function withoutStrayParams(search: string): string | null {
  const pairs = search.replace(/^\?/, '').split('&');
  const kept = pairs.filter((pair) => {
    if (pair === '') return false;
    const cut = pair.indexOf('=');
    const name = decode(cut < 0 ? pair : pair.slice(0, cut));
    return name === null || LISTING_PARAMS.has(name) || isNonListingParam(name);
  });
  return kept.length === pairs.filter((pair) => pair !== '').length ? null : kept.join('&');
}
