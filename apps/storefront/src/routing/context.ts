import { apiBaseUrl, createApiClient, type ApiClient } from '@shop/api-client';
import type { NextRequest, NextResponse } from 'next/server';
import { env } from '../env';
import { requestFacts, type PageRequest } from '../page-request/page-request';

/** What every step of the page chain knows about the request, and what it adds to it. */
export interface RouteContext {
  request: NextRequest;
  url: NextRequest['nextUrl'];
  /** The page request the pages will read; steps fill in what they find out. */
  page: PageRequest;
  /** The locale prefix of the path, if any (the store's own language has none). */
  prefix: PageRequest['locale'] | null;
  /** The route to render: the path without its locale prefix, or the page a step chose. */
  path: string;
  /** Status of the page when it is not 200 (the maintenance page answers 503). */
  status?: number;
  /** Work done on whatever response the chain ends with (cookies...). */
  finishers: ((response: NextResponse) => void | Promise<void>)[];
}

export function routeContext(request: NextRequest): RouteContext {
  const url = request.nextUrl;
  const { page, prefix, route } = requestFacts(
    url,
    request.headers.get('host'),
    request.headers.get('user-agent'),
  );
  return { request, url, page, prefix, path: route, finishers: [] };
}

/**
 * The API client of the steps: the shopper's store, language, device and `no_cache`, and the
 * shopper's address as the gateway gave it, so per-address limits are the shopper's.
 */
export const routeApi = (context: RouteContext, options: { timeoutMs?: number } = {}): ApiClient =>
  createApiClient({
    baseUrl: apiBaseUrl(env.API_URL),
    store: context.page.store.id,
    device: context.page.device,
    locale: context.page.locale,
    noCache: context.page.noCache,
    forwardedFor: context.request.headers.get('x-forwarded-for'),
    requestId: context.request.headers.get('x-request-id'),
    ...options,
  });

/** A step answers (redirect, rewrite) or returns nothing to let the next one run. */
export type RouteStep = (
  context: RouteContext,
) => Promise<NextResponse | void> | NextResponse | void;
