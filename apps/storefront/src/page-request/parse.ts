import type { TParseAnswer } from '@shop/api-client';
import { isSafeRedirectTarget } from '@shop/domain/redirect-target';

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
