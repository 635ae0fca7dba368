import { zLine, type TParseAnswer, type TParseRequest } from '@shop/api-client/schemas';
import { CACHE_SECONDS } from '@shop/domain/cache';
import { redirectHref } from '@shop/domain/listing-url';
import { HttpError } from '../../infra/http-error';
import type { WireAnswer } from '../../infra/wire-answer';
import { resolvePath } from './resolve-path';
import type { PageScope } from './types';

/** Splits the request into a path and a query: the query of `url` when given, else of `path`. */
export function splitRequest(body: TParseRequest, fallbackBase: string) {
  const [rawPath = '/', pathQuery = ''] = body.path.split('#', 1)[0]!.split('?', 2);
  let search = pathQuery;
  if (body.url !== undefined) {
    try {
      search = new URL(body.url, body.baseUrl ?? fallbackBase).search.replace(/^\?/, '');
    } catch {
      search = '';
    }
  }
  return { path: rawPath, search };
}

function queryParams(search: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    // Percent-encoded control characters (`?%00`) decode here, past the body's schema.
    if (!zLine().safeParse(name + value).success)
      throw new HttpError(400, 'Invalid body path: control characters in the query', 'path');
    params[name] = value;
  }
  return params;
}

/**
 * POST /parse as sent: the serialized answer, cached for the parse lifetime (300 s) per store
 * and URL, so a path asked again (the proxy and the page ask each one) costs no resolving and
 * no JSON.stringify. Settings changes clear the pages cache (the texts carry the free-shipping
 * amount), product changes too (product paths redirect on a renamed slug).
 */
export function parseUrlAnswer(
  scope: Omit<PageScope, 'locale'>,
  body: TParseRequest,
  serialize: (answer: TParseAnswer) => WireAnswer,
): WireAnswer | Promise<WireAnswer> {
  // Keyed by the request as sent (the answer depends on nothing else), so a hit does not even
  // parse the URL; spellings of one URL that differ are simply kept apart.
  const key = `parse:${scope.store.id}:${JSON.stringify([body.path, body.url ?? null, body.baseUrl ?? null])}`;
  if (!scope.noCache) {
    const hit = scope.caches.pages.peek<WireAnswer>(key);
    if (hit) return hit.value;
  }
  return scope.caches.pages.get(
    key,
    CACHE_SECONDS.parse,
    async () => {
      const { path, search } = splitRequest(body, scope.store.baseUrl);
      return serialize(await resolveAnswer(scope, path, search));
    },
    scope.noCache,
  );
}

/**
 * POST /parse (storefront section 2): 200 with the page info, 301 to the current URL (query
 * rebuilt, `~` and `#` escaped in `href`), or 404. A `page=1` query redirects to the path
 * without it.
 */
async function resolveAnswer(
  scope: Omit<PageScope, 'locale'>,
  path: string,
  search: string,
): Promise<TParseAnswer> {
  const params = queryParams(search);
  const url = (target: string, query: Record<string, string>) => ({
    path: target,
    queryParams: query,
    href: redirectHref(target, query),
  });
  if (params.page === '1') {
    const { page: _first, ...rest } = params;
    return { code: 301, url: url(path, rest), pageInfo: null };
  }
  const resolution = await resolvePath(scope, path, search);
  if (resolution.kind === 'redirect') {
    const query = resolution.search === undefined ? params : queryParams(resolution.search);
    return { code: 301, url: url(resolution.path, query), pageInfo: null };
  }
  if (resolution.kind === 'missing') return { code: 404, url: url(path, params), pageInfo: null };
  return { code: 200, url: url(path, params), pageInfo: resolution.pageInfo };
}
