import {
  LEAN_SEARCH_PARAMS,
  productCardAttributes,
  productCardsOf,
  suggestionAttributes,
  type CardAudience,
  type TProductCard,
} from '@shop/api-client';
import type { Locale } from '@shop/domain/locales';
import { HEADER_SEARCH_HITS, LISTABLE_FILTER, type Suggestion } from '@shop/domain/search-box';
import type { BrowserSearchConfig } from '../../server/search';
import { browserSearchClient } from './search-client';

export interface SearchIndexes {
  products: string;
  suggestions: string;
}

export interface LiveResults {
  query: string;
  suggestions: (Suggestion & { productsNumber: number })[];
  products: TProductCard[];
}

const SUGGESTION_HITS = 6;

/**
 * Suggestions and the 15 product hits of the header search (sections 4 and 9) in one
 * multi-query. This module carries the search client and the hit schema, so the header loads
 * it only when a shopper types: neither weighs on the first page load.
 */
export async function askHeaderSearch(
  config: BrowserSearchConfig,
  indexes: SearchIndexes,
  audience: CardAudience,
  query: string,
): Promise<LiveResults> {
  const { locale } = audience;
  const {
    results: [suggestions, products],
  } = await browserSearchClient(config).searchForHits<Record<string, unknown>>({
    requests: [
      {
        indexName: indexes.suggestions,
        query,
        hitsPerPage: SUGGESTION_HITS,
        attributesToRetrieve: suggestionAttributes(locale),
        ...LEAN_SEARCH_PARAMS,
      },
      {
        indexName: indexes.products,
        query,
        hitsPerPage: HEADER_SEARCH_HITS,
        filters: LISTABLE_FILTER,
        // Only what the live hits show: the whole records answered tens of KB a keystroke.
        attributesToRetrieve: productCardAttributes(audience),
        ...LEAN_SEARCH_PARAMS,
      },
    ],
  });
  return {
    query,
    suggestions: (suggestions?.hits ?? []).flatMap((hit) => {
      const text = (hit.text as Partial<Record<Locale, string>> | undefined)?.[locale];
      const url = (hit.urls as Partial<Record<Locale, string>> | undefined)?.[locale];
      if (!text || !url) return [];
      const productsNumber = Number(hit.productsNumber ?? 0);
      return [{ objectID: hit.objectID, text, url, productsNumber }];
    }),
    products: productCardsOf(products?.hits ?? [], locale),
  };
}
