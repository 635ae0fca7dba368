import { isPageTargetTooLong } from '@shop/domain/request-target';
import { contentSecurityPolicy, SECURITY_HEADERS } from '@shop/domain/security-headers';
import { translator } from '@shop/i18n';
import { NextResponse, type NextRequest } from 'next/server';
import { requestFacts } from '../page-request/page-request';
import { cacheRenderNonce, isCacheRender } from './page-cache';

/** Next reads the nonce of its own scripts from the policy on the request it renders. */
const REQUEST_POLICY_HEADER = 'content-security-policy';

function secure(response: NextResponse, policy: string): NextResponse {
  response.headers.set('Content-Security-Policy', policy);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  return response;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * An address longer than a page's parse call takes (@shop/domain/request-target): 414, not a
 * failed parse's 500 (issue 30, item 5), in the language the page would have had.
 */
function uriTooLong(request: NextRequest): NextResponse {
  const { locale } = requestFacts(request.nextUrl, request.headers.get('host'), null).page;
  const t = translator(locale);
  const title = escapeHtml(t('errors.uriTooLongTitle'));
  const html =
    `<!doctype html><html lang="${locale}"><meta charset="utf-8"><title>${title}</title>` +
    `<h1>${title}</h1><p>${escapeHtml(t('errors.uriTooLongMessage'))}</p></html>`;
  return new NextResponse(html, {
    status: 414,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

/**
 * Runs the page chain with a fresh nonce for this response (issue 19, finding 7): Next puts
 * it on the scripts it renders, and the answer carries the strict policy and the security
 * headers.
 */
export async function withPageSecurity(
  request: NextRequest,
  route: (request: NextRequest) => Promise<NextResponse>,
): Promise<NextResponse> {
  // A page rendered for the full-page cache carries its placeholder, which the cache replaces
  // with a fresh nonce in every answer (server/page-cache.ts); any other page gets its own here.
  const nonce = (isCacheRender(request.headers) && cacheRenderNonce()) || btoa(crypto.randomUUID());
  // The build's mode, inlined by Next (`next dev` needs eval), not the server's environment:
  // `npm start` runs production builds with NODE_ENV=development.
  // eslint-disable-next-line no-restricted-properties
  const policy = contentSecurityPolicy(nonce, { dev: process.env.NODE_ENV === 'development' });
  const { pathname, search } = request.nextUrl;
  if (isPageTargetTooLong(`${pathname}${search}`)) return secure(uriTooLong(request), policy);
  request.headers.set(REQUEST_POLICY_HEADER, policy);
  return secure(await route(request), policy);
}
