/**
 * A redirect target (after login, for instance) is followed only when it is a site-relative
 * path with a safe character set, an optional query and an optional hash (spec section 5).
 * Anything else — absolute URLs, protocol-relative `//host`, backslashes, control characters —
 * is refused, so the shop can never be used to send a shopper elsewhere.
 */
const SAFE_TARGET =
  /^\/(?![/\\])[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*(\?[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*)?(#[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*)?$/;

export function isSafeRedirectTarget(target: unknown): target is string {
  return typeof target === 'string' && target.length <= 2048 && SAFE_TARGET.test(target);
}

/** The target when safe, else the fallback (home by default). */
export function safeRedirectTarget(target: unknown, fallback = '/'): string {
  return isSafeRedirectTarget(target) ? target : fallback;
}
