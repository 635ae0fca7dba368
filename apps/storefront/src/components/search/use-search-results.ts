'use client';

import type { CardAudience } from '@shop/api-client';
import { useEffect, useState } from 'react';
import type { BrowserSearchConfig } from '../../server/search';
import type { LiveResults, SearchIndexes } from './header-search-query';

export type { LiveResults, SearchIndexes } from './header-search-query';

/**
 * The header search's live results, asked per keystroke; an answer to an older query is
 * dropped. A failure is logged and leaves the last results (section 8: header search failures
 * are logged only).
 */
export function useSearchResults(
  config: BrowserSearchConfig,
  indexes: SearchIndexes,
  audience: CardAudience,
  query: string,
  enabled: boolean,
): LiveResults | null {
  const [results, setResults] = useState<LiveResults | null>(null);
  const trimmed = query.trim();
  const { products, suggestions } = indexes;
  const { locale, defaultLocale, priceKey } = audience;

  useEffect(() => {
    if (!enabled || !trimmed) return;
    let current = true;
    import('./header-search-query')
      .then(({ askHeaderSearch }) =>
        askHeaderSearch(
          config,
          { products, suggestions },
          { locale, defaultLocale, priceKey },
          trimmed,
        ),
      )
      .then((answer) => {
        if (current) setResults(answer);
      })
      .catch((error: unknown) => {
        console.error('Header search failed', error);
      });
    return () => {
      current = false;
    };
  }, [config, products, suggestions, locale, defaultLocale, priceKey, trimmed, enabled]);

  return trimmed && results ? results : null;
}
