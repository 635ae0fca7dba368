import { searchClientOptions } from '@shop/api-client';
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import type { Env } from '../env';

export type SearchClient = Algoliasearch;

type ClientOptions = NonNullable<Parameters<typeof algoliasearch>[2]>;

/**
 * The official client with the admin key: pointed at SEARCH_URL (the local service), or at
 * Algolia's own hosts when SEARCH_URL is unset for a real app id. Only configuration changes.
 * `transport` swaps the client's own HTTP requester (a test records requests with it).
 */
export function createSearchClient(
  env: Pick<Env, 'algoliaAppId' | 'algoliaAdminKey' | 'searchUrl'>,
  transport: Pick<ClientOptions, 'requester'> = {},
): SearchClient {
  return algoliasearch(env.algoliaAppId, env.algoliaAdminKey, {
    ...searchClientOptions(env.searchUrl ?? undefined),
    ...transport,
  });
}
