import { searchClientOptions } from '@shop/api-client';
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type { BrowserSearchConfig } from '../../server/search';

let cached: { key: string; client: LiteClient } | null = null;

/** One search-only lite client per page, straight to the search service (cross-origin). */
export function browserSearchClient(config: BrowserSearchConfig): LiteClient {
  const key = `${config.appId}|${config.apiKey}|${config.url ?? ''}`;
  if (cached?.key !== key)
    cached = {
      key,
      client: liteClient(config.appId, config.apiKey, searchClientOptions(config.url)),
    };
  return cached.client;
}
