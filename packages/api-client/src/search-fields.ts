import type { Locale } from '@shop/domain/locales';

/** Whose product card a search answer fills: its language, the store's, its price column. */
export interface CardAudience {
  locale: Locale;
  defaultLocale: Locale;
  /** The `prices` column of the store's country (`priceCountryKey`), besides `default`. */
  priceKey: string;
}

/**
 * What a product card reads of a product hit (issue 20): the record's card attributes in its
 * language only (`ZCardRecord`). The store's price and language fallbacks are already
 * in the store's index, so the rest of the audience changes nothing. A 48-hit listing answered
 * 103 KB with whole records, 50 KB with one language's names and one country's prices.
 */
export const productCardAttributes = ({ locale }: Pick<CardAudience, 'locale'>): string[] => [
  'objectID',
  'card',
  `cardTexts.${locale}`,
];

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
