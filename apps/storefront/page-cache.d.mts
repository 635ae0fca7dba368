// Types of page-cache.mjs, for the tests (the server itself is plain JavaScript).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageStore } from './page-cache-store.mjs';

export const PAGE_RENDER_HEADER: string;
export const PAGE_CACHE_HEADER: string;
export const PAGE_SIZE_COOKIE: string;
export const PAGE_TAGS: string[];
export const PUBLIC_CACHE_CONTROL: string;
export const PRIVATE_CACHE_CONTROL: string;
export const FRESH_MS: number;
export const DEGRADED_FRESH_MS: number;
export const DEGRADED_CACHE_CONTROL: string;

type RequestLike = Pick<IncomingMessage, 'method' | 'url' | 'headers'>;

export function pageKey(request: RequestLike): string | null;
export function renderUrl(request: RequestLike): string;
export function visitorCookies(cookieHeader: string | undefined, locale: string): string[];
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean;

export interface PageCache {
  env: { SHOP_PAGE_RENDER_TOKEN: string; SHOP_PAGE_NONCE: string };
  serve(
    request: IncomingMessage,
    response: ServerResponse,
    next: (request: IncomingMessage, response: ServerResponse) => Promise<unknown>,
  ): Promise<unknown>;
  close(): Promise<void>;
}

export function createPageCache(options: {
  port: number;
  host: string;
  store: PageStore;
  /** The API whose maintenance flag sends every page to the proxy; none: never. */
  apiUrl?: string;
}): PageCache;
