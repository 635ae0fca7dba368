import type { MetadataRoute } from 'next';

/** Crawlers index the browsing pages; the basket, account and API are private to each shopper. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: ['/checkout', '/account', '/login', '/autoconnect', '/api/'],
      },
    ],
  };
}
