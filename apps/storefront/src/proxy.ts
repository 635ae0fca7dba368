import type { NextRequest } from 'next/server';
import { routePage } from './routing/chain';
import { withPageSecurity } from './security/page-security';

/**
 * Every page request: routed by the spec's chain (routing/chain.ts), which hands the page its
 * typed page request as `x-shop-*` headers (page-request/headers.ts).
 */
export function proxy(request: NextRequest) {
  return withPageSecurity(request, routePage);
}

export const config = {
  // Pages only: Next's own files, the API and the files the shop serves (public/, sitemaps,
  // robots.txt) pass, by their extension — not any dot: a search for "sweat 2.0" is a page —
  // and the two legacy .html pages redirect.
  matcher: [
    '/((?!_next/|api/|.*\\.(?:svg|png|jpe?g|gif|webp|avif|ico|txt|xml|json|webmanifest|js|css|map|woff2?)$).*)',
    '/unsubscribe.html',
    '/recherche.html',
    '/:locale/unsubscribe.html',
    '/:locale/recherche.html',
  ],
};
