'use client';

import { ZProductHit, type TProductHit } from '@shop/api-client';
import { HEADER_SEARCH_HITS, LISTABLE_FILTER, type Suggestion } from '@shop/domain/search-box';
import type { Locale } from '@shop/domain/locales';
import { useEffect, useState } from 'react';
import type { BrowserSearchConfig } from '../../lib/search';
import { browserSearchClient } from './search-client';

export interface SearchIndexes {
  products: string;
  suggestions: string;
}

export interface LiveResults {
  query: string;
  suggestions: (Suggestion & { productsNumber: number })[];
  products: TProductHit[];
}

const SUGGESTION_HITS = 6;

/**
 * Suggestions and the 15 product hits of the header search (sections 4 and 9), asked in one
 * multi-query per keystroke; an answer to an older query is dropped. A failure is logged and
 * leaves the last results (section 8: header search failures are logged only).
 */
export function useSearchResults(
  config: BrowserSearchConfig,
  indexes: SearchIndexes,
  locale: Locale,
  query: string,
  enabled: boolean,
): LiveResults | null {
  const [results, setResults] = useState<LiveResults | null>(null);
  const trimmed = query.trim();

  useEffect(() => {
    if (!enabled || !trimmed) return;
    let current = true;
    browserSearchClient(config)
      .searchForHits<Record<string, unknown>>({
        requests: [
          { indexName: indexes.suggestions, query: trimmed, hitsPerPage: SUGGESTION_HITS },
          {
            indexName: indexes.products,
            query: trimmed,
            hitsPerPage: HEADER_SEARCH_HITS,
            filters: LISTABLE_FILTER,
          },
        ],
      })
      .then(({ results: [suggestions, products] }) => {
        if (!current) return;
        setResults({
          query: trimmed,
          suggestions: (suggestions?.hits ?? []).flatMap((hit) => {
            const text = (hit.text as Partial<Record<Locale, string>> | undefined)?.[locale];
            const url = (hit.urls as Partial<Record<Locale, string>> | undefined)?.[locale];
            if (!text || !url) return [];
            const productsNumber = Number(hit.productsNumber ?? 0);
            return [{ objectID: hit.objectID, text, url, productsNumber }];
          }),
          products: (products?.hits ?? []).flatMap((hit) => {
            const parsed = ZProductHit.safeParse(hit);
            return parsed.success ? [parsed.data] : [];
          }),
        });
      })
      .catch((error: unknown) => {
        console.error('Header search failed', error);
      });
    return () => {
      current = false;
    };
  }, [config, indexes.products, indexes.suggestions, locale, trimmed, enabled]);

  return trimmed && results ? results : null;
}
