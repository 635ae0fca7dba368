// The storefront's full-page cache (issue 20), in front of Next's handler in server.ts. Pages
// whose HTML depends only on store, language, device class and URL (the proxy marks them, see
// src/security/page-cache.ts) are rendered once, kept with stale-while-revalidate, expired by
// the tags the API posts to /revalidate.json, and served without Next. Next cannot cache a
// page that carries a per-request CSP nonce, so such pages are rendered with this process's
// placeholder nonce and every answer gets a fresh one, in the policy and in the HTML alike.
import { randomBytes } from 'node:crypto';
import { Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { maintenanceFlag } from '@shop/api-client';
import { STOREFRONT_REVALIDATE_PATH } from '@shop/domain/cache';
import { forwarder } from './page-cache-forward';
import { deflatePieces, gzipJoined } from './page-cache-gzip';
import type { PageStore } from './page-cache-store';
import {
  chosenPageSize,
  cutAt,
  DEGRADED_CACHE_CONTROL,
  DEGRADED_FRESH_MS,
  FRESH_MS,
  type HeaderPair,
  HOP_HEADERS,
  matchesEtag,
  MEMORY_KEYS,
  newNonce,
  PAGE_CACHE_HEADER,
  type PageEntry,
  PAGE_RENDER_HEADER,
  pageKey,
  PASS_MS,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  type RenderedAnswer,
  renderUrl,
  type RequestLike,
  toEntry,
  VARY,
  visitorCookies,
  writeHeaders,
} from './page-cache-rules';

export * from './page-cache-rules';

/** Next's request handler, or what stands for it. */
export type NextHandler = (request: IncomingMessage, response: ServerResponse) => Promise<unknown>;

export interface PageCacheOptions {
  /** Where this process's Next answers the renders for the cache. */
  port: number;
  host: string;
  store: PageStore;
  /** The API whose maintenance flag sends every page to the proxy; none: never. */
  apiUrl?: string;
}

export interface PageCache {
  /** For Next's proxy (src/env.ts): set before Next loads. */
  env: { SHOP_PAGE_RENDER_TOKEN: string; SHOP_PAGE_NONCE: string };
  serve(request: IncomingMessage, response: ServerResponse, next: NextHandler): Promise<unknown>;
  close(): Promise<void>;
}

type Freshness = 'fresh' | 'stale' | 'expired';

export function createPageCache({ port, host, store, apiUrl }: PageCacheOptions): PageCache {
  // While the shop is in maintenance every page goes through the proxy, which sends it to
  // /maintenance: the flag as the proxy reads it, every few seconds (routing/maintenance.ts).
  const maintenanceOn = apiUrl ? maintenanceFlag(apiUrl) : async () => false;
  const token = randomBytes(24).toString('hex');
  const placeholder = newNonce();
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  /** Renders in flight, by key: the requests that meet one wait for it. */
  const rendering = new Map<string, Promise<PageEntry | null>>();
  const partsOf = new WeakMap<PageEntry, Buffer[]>();
  /** Each kept page's pieces between the nonces, deflated once (page-cache-gzip.ts). */
  const deflatedOf = new WeakMap<PageEntry, Promise<Buffer[]>>();
  /** Keys whose answer was no page to keep (not marked, not a 200), sent straight to Next. */
  const passing = new Map<string, number>();

  const forward = forwarder({ host, port, token, agent });

  const acceptsGzip = (request: RequestLike) =>
    /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  const lengthOf = (pieces: readonly Buffer[]) =>
    pieces.reduce((sum, piece) => sum + piece.length, 0);

  /** The body as its pieces, written as they are (one writev, no copy). */
  function write(
    response: ServerResponse,
    status: number,
    headers: HeaderPair[],
    pieces: readonly Buffer[],
  ) {
    headers.push(['content-length', String(lengthOf(pieces))]);
    writeHeaders(response, headers);
    response.writeHead(status);
    response.cork();
    for (const piece of pieces) response.write(piece);
    response.end();
    response.uncork();
  }

  /** An answer that is not kept: gzipped on the spot when large and the client takes it. */
  function send(
    request: RequestLike,
    response: ServerResponse,
    status: number,
    headers: HeaderPair[],
    pieces: readonly Buffer[],
  ) {
    if (lengthOf(pieces) <= 1024 || !acceptsGzip(request))
      return write(response, status, headers, pieces);
    headers.push(['content-encoding', 'gzip']);
    write(response, status, headers, [gzipSync(Buffer.concat(pieces), { level: 1 })]);
  }

  function deflatedParts(entry: PageEntry, parts: readonly Buffer[]) {
    let deflated = deflatedOf.get(entry);
    if (!deflated) deflatedOf.set(entry, (deflated = deflatePieces(parts)));
    return deflated;
  }

  async function sendEntry(
    request: RequestLike,
    response: ServerResponse,
    entry: PageEntry,
    state: 'hit' | 'stale' | 'miss',
  ) {
    const path = request.url?.split('?', 1)[0];
    // The root may redirect by the kept language or the browser's (section 9).
    const vary =
      path === '/' ? `${VARY}, Accept-Language, Cookie, Sec-Fetch-Site, Sec-Purpose` : VARY;
    const cookies = visitorCookies(request.headers.cookie, entry.locale);
    const shared = cookies.length === 0 && chosenPageSize(request.headers.cookie) === undefined;
    const control = entry.degraded
      ? DEGRADED_CACHE_CONTROL
      : shared
        ? PUBLIC_CACHE_CONTROL
        : PRIVATE_CACHE_CONTROL;
    const caching: HeaderPair[] = [
      ['cache-control', control],
      ['vary', vary],
      ['etag', entry.etag],
      ['x-shop-cache', state],
      ...cookies.map((cookie): HeaderPair => ['set-cookie', cookie]),
    ];
    // No policy on a 304: the browser keeps the one of the copy it has, whose nonce it carries.
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
      writeHeaders(response, caching);
      response.writeHead(304);
      return response.end();
    }
    const nonce = newNonce();
    const own = entry.headers.map(([name, value]): HeaderPair => [
      name,
      String(value).replaceAll(entry.placeholder, nonce),
    ]);
    let parts = partsOf.get(entry);
    if (!parts) partsOf.set(entry, (parts = cutAt(entry.body, entry.placeholder)));
    const mark = Buffer.from(nonce);
    const headers = [...own, ...caching];
    if (acceptsGzip(request)) {
      const deflated = await deflatedParts(entry, parts);
      headers.push(['content-encoding', 'gzip']);
      return write(response, 200, headers, gzipJoined(parts, deflated, mark));
    }
    const pieces = parts.flatMap((part, index) => (index === 0 ? [part] : [mark, part]));
    write(response, 200, headers, pieces);
  }

  /**
   * An answer that is not kept, as Next gave it. Rendered with the token, it may carry the
   * placeholder nonce (the proxy chose it before knowing the page): it gets its own.
   */
  function sendAnswer(request: RequestLike, response: ServerResponse, answer: RenderedAnswer) {
    const nonce = newNonce();
    const swap = (value: string) => value.replaceAll(placeholder, nonce);
    const headers: HeaderPair[] = [];
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined || HOP_HEADERS.has(name) || name === PAGE_CACHE_HEADER) continue;
      for (const one of [value].flat()) headers.push([name, swap(String(one))]);
    }
    const text = /^text\//.test(String(answer.headers['content-type'] ?? ''));
    const body = text ? Buffer.from(swap(answer.body.toString('utf8'))) : answer.body;
    send(request, response, answer.status, headers, [body]);
  }

  async function freshness(entry: PageEntry): Promise<Freshness> {
    const expiries = await store.tagExpiries(entry.tags);
    if (expiries.some((at) => at >= entry.renderedAt)) return 'expired';
    const age = Date.now() - entry.renderedAt;
    // A degraded page is never served stale: past its seconds, the next request waits for
    // a render that may be whole again.
    if (entry.degraded) return age < DEGRADED_FRESH_MS ? 'fresh' : 'expired';
    return age < FRESH_MS ? 'fresh' : 'stale';
  }

  /** Renders the page for the cache; the requests meeting this render wait for its entry. */
  async function renderFor(
    request: IncomingMessage,
    response: ServerResponse,
    key: string,
    next: NextHandler,
  ) {
    let settle: (entry: PageEntry | null) => void = () => undefined;
    rendering.set(key, new Promise((resolve) => (settle = resolve)));
    let entry: PageEntry | null = null;
    try {
      const renderedAt = Date.now();
      const path = renderUrl(request);
      const answer = await forward(request, undefined, path);
      entry = toEntry(answer, renderedAt, placeholder, request);
      // A redirect or an unkept page of a link with tracking parameters is Next's to answer
      // for the link itself: a redirect then keeps them (campaign attribution).
      if (!entry && path !== request.url) {
        if (answer.status === 200) markPassing(key);
        return await next(request, response);
      }
      if (entry) await store.set(key, entry);
      // A page the proxy keeps rendering per request; a redirect or an error may be
      // passing (maintenance, a product back in the catalogue), so it is asked again.
      else if (answer.status === 200) markPassing(key);
      if (entry) await sendEntry(request, response, entry, 'miss');
      else sendAnswer(request, response, answer);
    } finally {
      rendering.delete(key);
      settle(entry);
    }
  }

  function markPassing(key: string) {
    if (passing.size >= MEMORY_KEYS) passing.clear();
    passing.set(key, Date.now() + PASS_MS);
  }

  /** The API's revalidation, passed to Next (data cache) and applied to the pages. */
  async function revalidate(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const answer = await forward(request, Buffer.concat(chunks));
    if (answer.status === 200) {
      const { revalidated } = JSON.parse(answer.body.toString('utf8')) as {
        revalidated?: string[] | null;
      };
      const scopes = revalidated ?? [];
      await store.expireTags(scopes, Date.now());
    }
    sendAnswer(request, response, answer);
  }

  async function serve(request: IncomingMessage, response: ServerResponse, next: NextHandler) {
    if (request.headers[PAGE_RENDER_HEADER] === token) return next(request, response);
    delete request.headers[PAGE_RENDER_HEADER];
    if (request.method === 'POST' && request.url?.split('?', 1)[0] === STOREFRONT_REVALIDATE_PATH)
      return revalidate(request, response);
    const key = pageKey(request);
    if (!key || (passing.get(key) ?? 0) > Date.now() || (await maintenanceOn()))
      return next(request, response);
    const entry = await store.get(key);
    const state = entry ? await freshness(entry) : 'expired';
    if (entry && state === 'fresh') return sendEntry(request, response, entry, 'hit');
    const inFlight = rendering.get(key);
    if (entry && state === 'stale' && inFlight) return sendEntry(request, response, entry, 'stale');
    if (inFlight) {
      const rendered = await inFlight;
      return rendered ? sendEntry(request, response, rendered, 'hit') : next(request, response);
    }
    return renderFor(request, response, key, next);
  }

  return {
    env: { SHOP_PAGE_RENDER_TOKEN: token, SHOP_PAGE_NONCE: placeholder },
    serve,
    close: () => {
      agent.destroy();
      return store.close();
    },
  };
}
