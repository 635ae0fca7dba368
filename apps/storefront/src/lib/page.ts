import type { TPageInfo } from '@shop/api-client';
import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import { headers } from 'next/headers';
import { permanentRedirect, redirect } from 'next/navigation';
import { cache } from 'react';
import { isParseRedirect, parseRedirectTarget } from '../routing/parse-redirect';
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
 * redirects it could follow; the API caches parse answers, so asking again here costs a cache
 * hit. A redirect still here is one the proxy did not get (the API was down then) or refused:
 * to another site, which is ERR_REDIRECT and the error page (storefront section 8).
 */
export const loadPageInfo = cache(
  async (store: Store, locale: Locale, path: string, search: string): Promise<TPageInfo | null> => {
    const answer = await serverApi(store.id, locale).parse({
      path,
      url: `${path}${search}`,
      baseUrl: store.baseUrl,
    });
    if (isParseRedirect(answer)) {
      const target = parseRedirectTarget(answer);
      return answer.code === 301 ? permanentRedirect(target) : redirect(target);
    }
    return answer.code === 200 ? answer.pageInfo : null;
  },
);
