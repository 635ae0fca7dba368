import { randomBytes } from 'node:crypto';
import { contentSecurityPolicy } from '@shop/domain/security-headers';

/** What the build writes where each answer's nonce goes (vite.config.ts, html.cspNonce). */
export const CSP_NONCE_PLACEHOLDER = 'CSP_NONCE_PLACEHOLDER';

/**
 * index.html with a fresh nonce on its tags and the policy allowing exactly those (issue 19,
 * finding 7): a script an attacker gets into the page has no nonce and does not run.
 */
export function pageWithNonce(indexHtml: string): { html: string; policy: string } {
  const nonce = randomBytes(18).toString('base64');
  return {
    html: indexHtml.replaceAll(CSP_NONCE_PLACEHOLDER, nonce),
    policy: contentSecurityPolicy(nonce),
  };
}
