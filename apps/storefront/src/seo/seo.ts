import type { TSeo } from '@shop/api-client';
import { localizePath, type Locale } from '@shop/domain/locales';
import { hreflangIn } from '@shop/domain/store-locales';
import type { Store } from '@shop/domain/stores';
import type { Metadata } from 'next';

/**
 * Canonical URL of a page and its alternates in every store and each of its own languages
 * (nl-BE and fr-BE in Belgium), for a path that exists in all stores (the home page...).
 */
export function pageAlternates(
  path: string,
  store: Store,
  locale: Locale,
  stores: readonly Store[],
): Metadata['alternates'] {
  const languages: Record<string, string> = {};
  for (const other of stores)
    for (const own of other.languages)
      languages[hreflangIn(other, own)] =
        `${other.baseUrl}${localizePath(path, own, other.defaultLocale)}`;
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
