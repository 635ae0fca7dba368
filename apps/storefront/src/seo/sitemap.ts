import { localizePath, type Locale } from '@shop/domain/locales';
import { hreflangIn } from '@shop/domain/store-locales';
import type { Store } from '@shop/domain/stores';

/** One page of a store in all its languages: each language's path (null where it has none). */
export type PagePaths = Partial<Record<Locale, string>>;

export interface SitemapEntry {
  paths: PagePaths;
  lastModified?: string;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A sitemap file of one store: one `<url>` per page and language, each listing the page's
 * other languages as alternates, as search engines ask for multilingual sites.
 */
export function urlSet(store: Store, entries: readonly SitemapEntry[]): string {
  const locales = store.locales;
  const absolute = (locale: Locale, path: string) =>
    `${store.baseUrl}${localizePath(path, locale, store.defaultLocale)}`;
  const urls = entries.flatMap((entry) => {
    const present = locales.filter((locale) => entry.paths[locale]);
    const alternates = present
      .map(
        (locale) =>
          `<xhtml:link rel="alternate" hreflang="${hreflangIn(store, locale)}" href="${escapeXml(absolute(locale, entry.paths[locale]!))}"/>`,
      )
      .join('');
    const modified = entry.lastModified
      ? `<lastmod>${entry.lastModified.slice(0, 10)}</lastmod>`
      : '';
    return present.map(
      (locale) =>
        `<url><loc>${escapeXml(absolute(locale, entry.paths[locale]!))}</loc>${modified}${alternates}</url>`,
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    '\n</urlset>\n'
  );
}

export function sitemapIndex(locations: readonly string[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    locations.map((location) => `<sitemap><loc>${escapeXml(location)}</loc></sitemap>`).join('\n') +
    '\n</sitemapindex>\n'
  );
}

export const xmlResponse = (body: string) =>
  new Response(body, {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      // The listing lifetime of storefront section 9: the catalogue moves, slowly.
      'Cache-Control': 'public, max-age=900',
    },
  });
