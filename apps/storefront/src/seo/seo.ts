import type { TSeo } from '@shop/api-client';
import { localizePath, type Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import type { Metadata } from 'next';

/** hreflang of a store's own language, e.g. nl-BE; the international store is plain `en`. */
export const hrefLang = (store: Store) =>
  store.id === 'int' ? store.defaultLocale : `${store.defaultLocale}-${store.countryCode}`;

/**
 * Canonical URL of a page and its alternates in every store, for a path that exists in all
 * stores (the home page, listings...).
 */
export function pageAlternates(
  path: string,
  store: Store,
  locale: Locale,
  stores: readonly Store[],
): Metadata['alternates'] {
  const languages: Record<string, string> = {};
  for (const other of stores)
    languages[hrefLang(other)] = `${other.baseUrl}${path === '/' ? '/' : path}`;
  const main = stores.find((candidate) => candidate.isMain);
  if (main) languages['x-default'] = `${main.baseUrl}${path}`;
  return {
    canonical: `${store.baseUrl}${localizePath(path, locale, store.defaultLocale)}`,
    languages,
  };
}

/** Next metadata from the SEO block of a page info (title, description, canonical, hreflang). */
export function seoMetadata(seo: TSeo): Metadata {
  const [index, follow] = seo.robots.split(',');
  return {
    title: seo.title,
    description: seo.description,
    alternates: {
      canonical: seo.canonical,
      languages: Object.fromEntries(seo.alternates.map((link) => [link.hreflang, link.url])),
    },
    robots: { index: index === 'index', follow: follow === 'follow' },
  };
}

/** schema.org BreadcrumbList of a page's trail, with absolute URLs. */
export function breadcrumbJsonLd(parts: readonly { label: string; url: string }[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: parts.map((part, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: part.label,
      item: new URL(part.url, origin).href,
    })),
  };
}
