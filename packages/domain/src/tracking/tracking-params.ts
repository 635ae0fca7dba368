import { CAMPAIGN_PARAMS } from './tracking';

/**
 * Query parameters that campaigns, ad platforms, analytics and e-mail tools add to links to the
 * shop (issue 30, item 11: listings answered 404 to all but utm_*, gclid and fbclid). A page
 * answers them as it answers itself without them: they are no listing state, never part of a
 * cache key or a canonical link, and never a reason for a 404 or a redirect. The storefront's
 * pages, its full-page cache and the API's URL parsing all read this one list.
 */
const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  // Ad clicks: Google Ads (and its iOS/web-to-app ids), Display & Video, Microsoft, Meta,
  // TikTok, X, LinkedIn, Yandex, Pinterest, Snapchat, Reddit, Outbrain, Taboola, Adobe.
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  'gad_source',
  'gad_campaignid',
  'msclkid',
  'fbclid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'yclid',
  'epik',
  'ScCid',
  'rdt_cid',
  'obclid',
  'tblci',
  'ef_id',
  's_kwcid',
  // Organic and social: Google's result links, Instagram shares.
  'srsltid',
  'igshid',
  'igsh',
  // Analytics linkers: Google's cross-domain `_gl` (and the older `_ga`), Matomo's shortcuts.
  '_gl',
  '_ga',
  'pk_campaign',
  'pk_kwd',
  'mtm_campaign',
  'mtm_source',
  'mtm_medium',
  // E-mail tools: Mailchimp, HubSpot, Marketo, Klaviyo.
  'mc_cid',
  'mc_eid',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
  '_kx',
  // The marketing cloud's, kept in the sfmc_data cookie on arrival (storefront section 7).
  ...CAMPAIGN_PARAMS,
]);

/** Prefixes of whole families: Google's campaign parameters (utm_source, utm_content...). */
const TRACKING_PREFIXES = ['utm_'] as const;

/** The list and the prefixes, for what cannot call `isTrackingParam` (the nginx edge's maps). */
export const TRACKING_PARAM_NAMES: readonly string[] = [...TRACKING_PARAMS];
export const TRACKING_PARAM_PREFIXES: readonly string[] = TRACKING_PREFIXES;

export function isTrackingParam(name: string): boolean {
  return TRACKING_PARAMS.has(name) || TRACKING_PREFIXES.some((prefix) => name.startsWith(prefix));
}

function decodedName(pair: string): string | null {
  const cut = pair.indexOf('=');
  try {
    return decodeURIComponent((cut < 0 ? pair : pair.slice(0, cut)).replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * The query (with or without `?`) without its tracking parameters, the others as they were
 * written and in their order; `?` first when any is left, else ''. For cache keys and the
 * URL a cached page is rendered from.
 */
export function withoutTrackingParams(search: string): string {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => {
      if (pair === '') return false;
      const name = decodedName(pair);
      return name === null || !isTrackingParam(name);
    });
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

/** A request URL's path and query (`/soldes?utm_source=x`) without its tracking parameters. */
export function withoutTrackingInUrl(url: string): string {
  const cut = url.indexOf('?');
  return cut < 0 ? url : `${url.slice(0, cut)}${withoutTrackingParams(url.slice(cut))}`;
}
