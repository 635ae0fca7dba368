import type { ApiClient, TParseAnswer } from '@shop/api-client';
import { isSafeRedirectTarget } from '@shop/domain/redirect-target';
import type { PageRequest, ParseOutcome } from './page-request';

/** A redirect the shop refuses to follow: its target is not a path of this site (section 8). */
export class ExternalRedirectError extends Error {
  override readonly name = 'ExternalRedirectError';
  readonly code = 'ERR_REDIRECT';
  constructor(readonly target: string) {
    super(`ERR_REDIRECT: refused to redirect to ${JSON.stringify(target.slice(0, 200))}`);
  }
}

type ParseRedirect = Pick<TParseAnswer, 'code' | 'url'> & { code: 301 | 302 };

export const isParseRedirect = <T extends Pick<TParseAnswer, 'code' | 'url'>>(
  answer: T,
): answer is T & { code: 301 | 302 } => answer.code === 301 || answer.code === 302;

/**
 * Where a parse redirect goes: its `href` only when it is a site-relative path with a safe
 * character set (storefront section 5) — never `//host`, an absolute URL or a backslash
 * trick, whatever the API answered; anything else throws ERR_REDIRECT.
 */
export function parseRedirectTarget(answer: ParseRedirect): string {
  const { href } = answer.url;
  if (!isSafeRedirectTarget(href)) throw new ExternalRedirectError(href);
  return href;
}

/** Where the proxy's parse call leaves a page: a 404, a redirect to follow, or a page to render. */
export type ParseResult =
  { kind: 'missing' } | { kind: 'redirect'; code: 301 | 302; target: string } | ParseOutcome;

/**
 * The one `POST /parse` of a page request (storefront section 2), made by the proxy; pages
 * read its outcome from the page request. A redirect is followed only to a path of this site.
 */
export async function parseShopperUrl(
  api: Pick<ApiClient, 'parse'>,
  page: Pick<PageRequest, 'store' | 'path' | 'search'>,
): Promise<ParseResult> {
  let answer: TParseAnswer;
  try {
    answer = await api.parse({
      path: page.path,
      url: `${page.path}${page.search}`,
      baseUrl: page.store.baseUrl,
    });
  } catch (error) {
    console.error('Unable to parse the URL', error instanceof Error ? error.message : error);
    return { kind: 'failed' };
  }
  if (answer.code === 404) return { kind: 'missing' };
  if (isParseRedirect(answer)) {
    try {
      return { kind: 'redirect', code: answer.code, target: parseRedirectTarget(answer) };
    } catch (error) {
      if (!(error instanceof ExternalRedirectError)) throw error;
      console.error(error.message);
      return { kind: 'refused', target: error.target };
    }
  }
  return answer.pageInfo ? { kind: 'page', info: answer.pageInfo } : { kind: 'missing' };
}
