import { hostStore } from '../../page-request/server';

/** Crawlers index the browsing pages; the basket, account and API are private to each shopper. */
export async function GET() {
  const store = await hostStore();
  const body = [
    'User-agent: *',
    'Allow: /',
    ...['/checkout', '/account', '/login', '/autoconnect', '/api/', '/search', '/wishlist'].map(
      (path) => `Disallow: ${path}`,
    ),
    '',
    `Sitemap: ${store.baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
