import { isNoCache, NO_CACHE_PARAM } from '@shop/domain/cache';
import { deviceFromUserAgent, type Device } from '@shop/domain/device';
import { splitLocalePrefix, type Locale } from '@shop/domain/locales';
import { storeById, type Store } from '@shop/domain/stores';
import { createApiClient } from '@shop/api-client';
import type { NextRequest, NextResponse } from 'next/server';
import { env } from '../env';
import { storeForHost, stores } from '../lib/stores';
import { PAGE_FACT_HEADERS } from './page-headers';

/** What every step of the page chain knows about the request, and what it adds to it. */
export interface RouteContext {
  request: NextRequest;
  url: NextRequest['nextUrl'];
  store: Store;
  /** The locale prefix of the path, if any (the store's own language has none). */
  prefix: Locale | null;
  locale: Locale;
  /** The path without its locale prefix. */
  path: string;
  /** The shopper's device class, sent with every API call made for the page (section 7). */
  device: Device;
  /** The page was asked with `no_cache=1`: its API calls bust caches (section 7). */
  noCache: boolean;
  /** Headers the page will read (x-shop-*). */
  pageHeaders: Headers;
  /** Status of the page when it is not 200 (the maintenance page answers 503). */
  status?: number;
  /** Work done on whatever response the chain ends with (cookies...). */
  finishers: ((response: NextResponse) => void | Promise<void>)[];
}

export function routeContext(request: NextRequest): RouteContext {
  const url = request.nextUrl;
  const store = storeById(stores, storeForHost(request.headers.get('host')));
  const { locale: prefix, rest } = splitLocalePrefix(url.pathname);
  const device = deviceFromUserAgent(request.headers.get('user-agent'));
  const noCache = isNoCache(url.searchParams.get(NO_CACHE_PARAM));
  const pageHeaders = new Headers(request.headers);
  pageHeaders.set(PAGE_FACT_HEADERS.path, url.pathname);
  pageHeaders.set(PAGE_FACT_HEADERS.device, String(device));
  pageHeaders.set(PAGE_FACT_HEADERS.noCache, noCache ? '1' : '0');
  return {
    request,
    url,
    store,
    prefix,
    locale: prefix ?? store.defaultLocale,
    path: rest,
    device,
    noCache,
    pageHeaders,
    finishers: [],
  };
}

/** The API client of the steps: the shopper's store, language, device and `no_cache`. */
export const routeApi = (context: RouteContext, options: { timeoutMs?: number } = {}) =>
  createApiClient({
    baseUrl: `${env.API_URL}/api/v5`,
    store: context.store.id,
    device: context.device,
    locale: context.locale,
    noCache: context.noCache,
    ...options,
  });

/** A step answers (redirect, rewrite) or returns nothing to let the next one run. */
export type RouteStep = (
  context: RouteContext,
) => Promise<NextResponse | void> | NextResponse | void;
