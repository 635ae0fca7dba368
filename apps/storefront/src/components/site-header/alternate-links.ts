'use client';

import { localizePath, splitLocalePrefix, type Locale } from '@shop/domain/locales';
import { useEffect, useState } from 'react';

/** hreflang → URL of the page's `<link rel="alternate">` tags (its metadata, from page info). */
export type Alternates = ReadonlyMap<string, string>;

export function readAlternates(root: ParentNode): Alternates {
  const found = new Map<string, string>();
  for (const link of root.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]'))
    found.set(link.hreflang.toLowerCase(), link.href);
  return found;
}

/**
 * The current page's alternates, read again each time `active` turns on (the menu opens): the
 * page may have changed without the header, which stays across in-app navigations.
 */
export function useAlternates(active: boolean): Alternates {
  const [alternates, setAlternates] = useState<Alternates>(new Map());
  useEffect(() => {
    setAlternates(readAlternates(document));
  }, [active]);
  return alternates;
}

/** The same page in another store (its alternate), else that store's home. */
export const storeHref = (alternates: Alternates, hreflang: string, home: string) =>
  alternates.get(hreflang.toLowerCase()) ?? home;

/**
 * The same page in another language of this store: the alternate of the store speaking that
 * language carries the page's path in it (product and category slugs are per language), with
 * this store's prefix for the language (in place of the prefix it has there: /fr in Belgium).
 * Without one, `fallback` (the same path re-prefixed).
 */
export function languageHref(
  alternates: Alternates,
  hreflang: string | null,
  locale: Locale,
  unprefixed: Locale,
  fallback: string,
): string {
  const alternate = hreflang ? alternates.get(hreflang.toLowerCase()) : undefined;
  if (!alternate) return fallback;
  const url = new URL(alternate);
  return localizePath(splitLocalePrefix(url.pathname).rest, locale, unprefixed);
}
