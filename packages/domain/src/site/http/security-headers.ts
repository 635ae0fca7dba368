/**
 * The browser-side defences both apps send with every page (issue 19, finding 7): a strict
 * Content-Security-Policy in the form its authors recommend (a per-response nonce with
 * 'strict-dynamic': scripts the page's own scripts add, such as the tag manager or the payment
 * provider's, are allowed; any other script, injected markup included, is not), no framing by
 * any site, no MIME sniffing, no full URL leaked to other sites, no device access but those a
 * page uses.
 */

/** The policy of a page whose scripts carry `nonce`; `dev` allows the dev servers' eval. */
export function contentSecurityPolicy(nonce: string, options: { dev?: boolean } = {}): string {
  if (!/^[A-Za-z0-9+/=_-]{16,}$/.test(nonce)) throw new Error('A CSP nonce must be random base64');
  return [
    `script-src 'nonce-${nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Headers of every answer, pages and files alike. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // For browsers without frame-ancestors.
  'X-Frame-Options': 'DENY',
  // Relay points may be looked up from the shopper's position; the payment provider's
  // wallets run in its own frames. Only features Chromium knows: an unknown one is an error
  // in every page's console.
  'Permissions-Policy':
    'camera=(), microphone=(), usb=(), serial=(), geolocation=(self), payment=(self "https://js.stripe.com")',
};
