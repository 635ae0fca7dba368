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

export interface ProductSearch {
  query?: string;
  hitsPerPage: number;
  page?: number;
  /** Algolia filter expression; listable products by default. */
  filters?: string;
}

export async function searchProducts(
  store: Store,
  params: ProductSearch,
): Promise<{ hits: TProductHit[]; nbHits: number; nbPages: number }> {
  const result = await client.searchSingleIndex({
    indexName: store.productIndex,
    searchParams: {
      query: params.query ?? '',
      hitsPerPage: params.hitsPerPage,
      page: params.page ?? 0,
      filters: params.filters ?? LISTABLE_FILTER,
    },
  });
  return {
    hits: result.hits.map((hit) => ZProductHit.parse(hit)),
    nbHits: result.nbHits ?? result.hits.length,
    nbPages: result.nbPages ?? 1,
  };
}

export async function topSales(store: Store): Promise<TProductHit[]> {
  // The primary index ranks by sales (customRanking desc(sales)) for an empty query.
  const { hits } = await searchProducts(store, { hitsPerPage: TOP_SALES_HITS });
  return hits;
}

/** Products by id in the given order; ids the index no longer holds are left out. */
export async function productsByIds(store: Store, ids: readonly number[]): Promise<TProductHit[]> {
  const found = await Promise.allSettled(
    ids.map((id) => client.getObject({ indexName: store.productIndex, objectID: String(id) })),
  );
  return found.flatMap((result) => {
    if (result.status !== 'fulfilled') return [];
    const hit = ZProductHit.safeParse(result.value);
    return hit.success ? [hit.data] : [];
  });
}
