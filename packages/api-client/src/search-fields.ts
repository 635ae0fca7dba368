import type { Locale } from '@shop/domain/locales';

/** Whose product card a search answer fills: its language, the store's, its price column. */
export interface CardAudience {
  locale: Locale;
  defaultLocale: Locale;
  /** The `prices` column of the store's country (`priceCountryKey`), besides `default`. */
  priceKey: string;
}

/**
 * What a product card reads of a product hit (issue 20): its language's name and slug (and the
 * store's language as the fallback), its country's price, never the other languages' and
 * countries'. A 48-hit listing answered 103 KB with all of them.
 */
export function productCardAttributes({ locale, defaultLocale, priceKey }: CardAudience): string[] {
  const locales = [...new Set([locale, defaultLocale])];
  return [
    'objectID',
    'productID',
    ...locales.flatMap((one) => [`names.${one}`, `slugs.${one}`]),
    'brand',
    'displayInformation',
    'pictures',
    `prices.${priceKey.toLowerCase()}`,
    'prices.default',
    'label',
    'promotion',
    'sizes',
    'watermarkUrl',
    'isOnlyOutlet',
    'displayInListing',
    'marketLabels',
  ];
}

/** A suggestion hit of the header search: its text and link in one language. */
export const suggestionAttributes = (locale: Locale): string[] => [
  'objectID',
  `text.${locale}`,
  `urls.${locale}`,
  'productsNumber',
];

/**
 * The answer's fields a listing reads (hits, counts, facets and their bounds), without the
 * echoed parameters, query and timings; and no highlighting, which no card shows.
 */
export const LEAN_SEARCH_PARAMS = {
  attributesToHighlight: [] as string[],
  attributesToSnippet: [] as string[],
  responseFields: ['hits', 'nbHits', 'nbPages', 'page', 'facets', 'facets_stats'],
};
