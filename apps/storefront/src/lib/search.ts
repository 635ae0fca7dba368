import { searchClientOptions, ZProductHit, type TProductHit } from '@shop/api-client';
import type { Store } from '@shop/domain/stores';
import { LISTABLE_FILTER, TOP_SALES_HITS } from '@shop/domain/search-box';
import { algoliasearch } from 'algoliasearch';
import { env } from '../env';

const client = algoliasearch(
  env.ALGOLIA_APP_ID,
  env.ALGOLIA_SEARCH_KEY,
  searchClientOptions(env.ALGOLIA_HOSTED ? undefined : env.SEARCH_URL),
);

export async function searchProducts(
  store: Store,
  params: { query?: string; hitsPerPage: number; page?: number },
): Promise<{ hits: TProductHit[]; nbHits: number }> {
  const result = await client.searchSingleIndex({
    indexName: store.productIndex,
    searchParams: {
      query: params.query ?? '',
      hitsPerPage: params.hitsPerPage,
      page: params.page ?? 0,
      filters: LISTABLE_FILTER,
    },
  });
  return {
    hits: result.hits.map((hit) => ZProductHit.parse(hit)),
    nbHits: result.nbHits ?? result.hits.length,
  };
}

export async function topSales(store: Store): Promise<TProductHit[]> {
  // The primary index ranks by sales (customRanking desc(sales)) for an empty query.
  const { hits } = await searchProducts(store, { hitsPerPage: TOP_SALES_HITS });
  return hits;
}
