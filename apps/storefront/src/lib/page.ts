import type { TPageInfo } from '@shop/api-client';
import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import { headers } from 'next/headers';
import { cache } from 'react';
import { serverApi } from './api';

/** The shopper's path (locale prefix included) and query, as the proxy saw them. */
export async function shopperUrl(searchParams: Record<string, string | string[] | undefined>) {
  const path = (await headers()).get('x-shop-path') ?? '/';
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams))
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
      query.append(key, one);
  const search = query.toString();
  return { path, search: search ? `?${search}` : '' };
}

/**
 * The page info of a parsed path, or null for the 404 page. The proxy already answered the
 * redirects; the API caches parse answers, so asking again here costs a cache hit.
 */
export const loadPageInfo = cache(
  async (store: Store, locale: Locale, path: string, search: string): Promise<TPageInfo | null> => {
    const answer = await serverApi(store.id, locale).parse({
      path,
      url: `${path}${search}`,
      baseUrl: store.baseUrl,
    });
    return answer.code === 200 ? answer.pageInfo : null;
  },
);
