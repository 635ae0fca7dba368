// What the full-page cache (page-cache.ts) decides per request and per answer: the key of a
// request, the cookies and headers of a cached answer, what of a rendered page is kept.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { parseCookieHeader } from '@shop/api-client';
import { appPlatform } from '@shop/domain/app-banner';
import { DEGRADED_PAGE_MARK, NO_CACHE_PARAM, STOREFRONT_REVALIDATE_PATH } from '@shop/domain/cache';
import { deviceFromUserAgent, isDesktop } from '@shop/domain/device';
import { DEFAULT_LISTING_PAGE_SIZE, pageSizeOf } from '@shop/domain/listing-search';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S } from '@shop/domain/locales';
import { fromShopLink } from '@shop/domain/store-locales';
import { campaignData } from '@shop/domain/tracking';
import { withoutTrackingInUrl } from '@shop/domain/tracking-params';
import {
  AB_TEST_COOKIE,
  AB_TEST_MAX_AGE_S,
  abTestGroup,
  isAbTestGroup,
  isTrackingSessionId,
  TRACKING_SESSION_COOKIE,
  TRACKING_SESSION_MAX_AGE_S,
} from '@shop/domain/tracking-data';
import { loadAfterPaint } from './scripts-after-paint';

/** What the cache reads of a request. */
export type RequestLike = Pick<IncomingMessage, 'method' | 'url' | 'headers'>;

/** A header of an answer: a repeated one (set-cookie) as a list. */
export type HeaderPair = [name: string, value: string | string[]];

/** Next's answer to a request the cache forwarded, read whole. */
export interface RenderedAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A kept page. */
export interface PageEntry {
  renderedAt: number;
  /** The page's language, as the proxy marked it. */
  locale: string;
  tags: readonly string[];
  /** The page's own headers (not hop, cookies or caching). */
  headers: HeaderPair[];
  body: Buffer;
  etag: string;
  /** The placeholder nonce the page was rendered with, replaced in every answer. */
  placeholder: string;
  /** Rendered while a service failed (DEGRADED_PAGE_MARK): kept a few seconds only. */
  degraded: boolean;
}

/** Sent by this process to Next with its token: render the page for the cache. */
export const PAGE_RENDER_HEADER = 'x-shop-page-render';
/** Set by the proxy on a page the cache may keep, to the page's language. */
export const PAGE_CACHE_HEADER = 'x-shop-page-cache';
/** The listing page size a shopper chose (src/components/listing/listing-links.ts). */
export const PAGE_SIZE_COOKIE = 'shop_listing_size';
/** What a back-office write can make stale: every page shows menus and prices. */
export const PAGE_TAGS: readonly string[] = ['products', 'settings'];
/** For a CDN in front: fresh for 5 s (the promise after a change), then stale while reloaded. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=5, stale-while-revalidate=30';
/** An answer that also gives this browser its own cookies is kept by no shared cache. */
export const PRIVATE_CACHE_CONTROL = 'private, max-age=0';
/** Kept here this long, then served stale while one request renders it again. */
export const FRESH_MS = 300_000;
/**
 * A page rendered while a service failed (it carries DEGRADED_PAGE_MARK) is kept this long,
 * never served stale, and no shared cache keeps it: long enough to spare a failing service
 * the load of every request, short enough that the page is whole again soon after it is back.
 */
export const DEGRADED_FRESH_MS = 5_000;
export const DEGRADED_CACHE_CONTROL = 'no-store';
/** A 200 the proxy did not mark (a personal page) is rendered straight by Next this long. */
export const PASS_MS = 30_000;
export const MEMORY_KEYS = 10_000;
export const VARY =
  'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, ' +
  'Accept-Encoding, User-Agent';
const NOT_A_PAGE =
  /^\/(?:_next|api)\/|\.(?:svg|png|jpe?g|gif|webp|avif|ico|txt|xml|json|webmanifest|js|css|map|woff2?)$/;
/** Requests of Next's client router: they answer RSC payloads, not the page's HTML. */
const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-action'];
export const HOP_HEADERS: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
]);
/**
 * Headers of the rendered answer that are not the page's own (hop, cookies, caching, and the
 * request id of the render, which each answer carries for itself).
 */
const NOT_KEPT: ReadonlySet<string> = new Set([
  ...HOP_HEADERS,
  'x-request-id',
  'set-cookie',
  'date',
  'content-encoding',
  'cache-control',
  'vary',
  'etag',
  PAGE_CACHE_HEADER,
]);

/**
 * The cached page a request may be given, or null when it is rendered for itself: anything but
 * a GET of a page, `no_cache` and campaign and referer arrivals (they store cookies). A listing
 * page size other than the default joins the key. A signed-in shopper gets the same pages: what
 * is theirs hydrates in the browser. The root depends on the language the cookie keeps (for
 * an arrival from outside the shop), else on Accept-Language (section 9: it may redirect), so
 * that joins its key. Tracking
 * and click parameters (utm_*, gclid, srsltid...) never do: the page is the same without them.
 */
export function pageKey(request: RequestLike): string | null {
  if (request.method !== 'GET') return null;
  if (ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  const url = new URL(request.url ?? '/', 'http://page.invalid');
  if (url.pathname === STOREFRONT_REVALIDATE_PATH || NOT_A_PAGE.test(url.pathname)) return null;
  const params = url.searchParams;
  if (params.has(NO_CACHE_PARAM) || params.has('maintenance') || params.has('referer')) return null;
  if (campaignData(params)) return null;
  const cookies = parseCookieHeader(request.headers.cookie);
  const size = chosenPageSize(request.headers.cookie);
  // The device class, and on a phone its platform (the app banner links to its store).
  const userAgent = request.headers['user-agent'];
  const device = `${deviceFromUserAgent(userAgent)}${appPlatform(userAgent) ?? ''}`;
  const kept = cookies.get(LOCALE_COOKIE);
  // Node joins a repeated header (but set-cookie) into one string.
  const purpose = request.headers['sec-purpose'] as string | undefined;
  const followed = fromShopLink(request.headers['sec-fetch-site'], purpose);
  const language =
    url.pathname !== '/'
      ? ''
      : kept !== undefined
        ? `=${kept}${followed ? '<' : ''}`
        : (request.headers['accept-language'] ?? '');
  return `${request.headers.host ?? ''}|${device}|${language}|${size ?? ''}|${renderUrl(request)}`;
}

/**
 * The URL a kept page is rendered from: the request's without its tracking parameters, so
 * nothing of one campaign's link is kept in the page served to every other shopper.
 */
export const renderUrl = (request: RequestLike): string => withoutTrackingInUrl(request.url ?? '/');

/**
 * The listing page size the shopper chose, when not the default: their pages are kept apart
 * (one more key per size offered) and no shared cache may keep them, a cookie deciding them.
 */
export function chosenPageSize(cookieHeader: string | undefined): number | undefined {
  const cookie = parseCookieHeader(cookieHeader).get(PAGE_SIZE_COOKIE);
  if (cookie === undefined) return undefined;
  const size = pageSizeOf(cookie);
  return size === DEFAULT_LISTING_PAGE_SIZE ? undefined : size;
}

/**
 * The cookies the proxy's chain gives a browser that lacks them (routing/gtm.ts, i18n.ts), for
 * the answers that do not go through it.
 */
export function visitorCookies(cookieHeader: string | undefined, locale: string): string[] {
  const cookies = parseCookieHeader(cookieHeader);
  const cookie = (name: string, value: string, maxAge: number) =>
    `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
  const set: string[] = [];
  if (!isTrackingSessionId(cookies.get(TRACKING_SESSION_COOKIE)))
    set.push(cookie(TRACKING_SESSION_COOKIE, randomUUID(), TRACKING_SESSION_MAX_AGE_S));
  if (!isAbTestGroup(cookies.get(AB_TEST_COOKIE)))
    set.push(cookie(AB_TEST_COOKIE, abTestGroup(Math.random()), AB_TEST_MAX_AGE_S));
  if (cookies.get(LOCALE_COOKIE) !== locale)
    set.push(cookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_S));
  return set;
}

/** The body cut at each placeholder nonce, so an answer only joins the parts around its own. */
export function cutAt(body: Buffer, placeholder: string): Buffer[] {
  const parts: Buffer[] = [];
  const mark = Buffer.from(placeholder);
  let from = 0;
  for (let at = body.indexOf(mark); at !== -1; at = body.indexOf(mark, from)) {
    parts.push(body.subarray(from, at));
    from = at + mark.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

export const newNonce = (): string => randomBytes(16).toString('hex');

/** Name-value pairs as the answer's headers, a repeated name (set-cookie) as a list. */
export function writeHeaders(response: ServerResponse, pairs: Iterable<HeaderPair>): void {
  const byName = new Map<string, (string | string[])[]>();
  for (const [name, value] of pairs) byName.set(name, [...(byName.get(name) ?? []), value]);
  for (const [name, values] of byName)
    response.setHeader(name, values.length === 1 ? values[0]! : values.flat());
}

/** Whether a page is kept for a phone or tablet: the device class of its key. */
const keptForPhone = (request: RequestLike) =>
  !isDesktop(deviceFromUserAgent(request.headers['user-agent']));

/** The page as `request` had it rendered, kept when it is a 200 the proxy marked. */
export function toEntry(
  answer: RenderedAnswer,
  renderedAt: number,
  placeholder: string,
  request: RequestLike,
): PageEntry | null {
  const locale = answer.headers[PAGE_CACHE_HEADER];
  if (answer.status !== 200 || typeof locale !== 'string') return null;
  let headers = Object.entries(answer.headers).flatMap(([name, value]): HeaderPair[] =>
    value === undefined || NOT_KEPT.has(name) || name.startsWith('x-middleware-')
      ? []
      : [[name, value]],
  );
  let body = answer.body;
  if (/^text\/html/.test(String(answer.headers['content-type'] ?? ''))) {
    const deferred = loadAfterPaint(body.toString('utf8'), answer.headers.link, {
      phone: keptForPhone(request),
    });
    body = Buffer.from(deferred.html);
    headers = headers.flatMap(([name, value]): HeaderPair[] =>
      name !== 'link' ? [[name, value]] : deferred.link ? [[name, deferred.link]] : [],
    );
  }
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const degraded = body.includes(DEGRADED_PAGE_MARK);
  return { renderedAt, locale, tags: PAGE_TAGS, headers, body, etag, placeholder, degraded };
}

/** Whether If-None-Match names this ETag (a list, weak or strong, or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
