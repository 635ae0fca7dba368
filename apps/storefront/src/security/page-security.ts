import { contentSecurityPolicy, SECURITY_HEADERS } from '@shop/domain/security-headers';
import { NextResponse, type NextRequest } from 'next/server';
import { cacheRenderNonce, isCacheRender } from './page-cache';

/** Longest path a page may have; longer ones are no page of the shop (414, not a 500). */
export const MAX_PATH_LENGTH = 2048;

/** Next reads the nonce of its own scripts from the policy on the request it renders. */
const REQUEST_POLICY_HEADER = 'content-security-policy';

function secure(response: NextResponse, policy: string): NextResponse {
  response.headers.set('Content-Security-Policy', policy);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  return response;
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
  // with a fresh nonce in every answer (page-cache.mjs); any other page gets its own here.
  const nonce = (isCacheRender(request.headers) && cacheRenderNonce()) || btoa(crypto.randomUUID());
  // The build's mode, inlined by Next (`next dev` needs eval), not the server's environment:
  // `npm start` runs production builds with NODE_ENV=development.
  // eslint-disable-next-line no-restricted-properties
  const policy = contentSecurityPolicy(nonce, { dev: process.env.NODE_ENV === 'development' });
  if (request.nextUrl.pathname.length > MAX_PATH_LENGTH) {
    return secure(new NextResponse('URI Too Long', { status: 414 }), policy);
  }
  request.headers.set(REQUEST_POLICY_HEADER, policy);
  return secure(await route(request), policy);
}
