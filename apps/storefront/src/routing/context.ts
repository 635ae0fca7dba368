import { splitLocalePrefix, type Locale } from '@shop/domain/locales';
import { storeById, type Store } from '@shop/domain/stores';
import type { NextRequest, NextResponse } from 'next/server';
import { storeForHost, stores } from '../lib/stores';

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
  const pageHeaders = new Headers(request.headers);
  // Pages without params (not-found) still need the shopper's path to pick the language.
  pageHeaders.set('x-shop-path', url.pathname);
  return {
    request,
    url,
    store,
    prefix,
    locale: prefix ?? store.defaultLocale,
    path: rest,
    pageHeaders,
    finishers: [],
  };
}

/** A step answers (redirect, rewrite) or returns nothing to let the next one run. */
export type RouteStep = (
  context: RouteContext,
) => Promise<NextResponse | void> | NextResponse | void;
