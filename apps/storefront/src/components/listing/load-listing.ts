import 'server-only';
import { pageSizeOf } from '@shop/domain/listing-search';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import type { PageRequest } from '../../page-request/page-request';
import { getInit } from '../../server/api';
import { searchListing, type ListingResult } from '../../server/search';
import { PAGE_SIZE_COOKIE } from './listing-links';
import type { ListingRequest } from './listing-request';

export interface ListingData {
  result: ListingResult;
  pageSize: number;
  freeShippingAmount: number;
}

/**
 * Everything a listing page shows besides its request: the first page of hits with facets in
 * the shopper's page size, and the free-shipping amount of the cards.
 */
export async function loadListing(
  { store, locale }: Pick<PageRequest, 'store' | 'locale'>,
  listing: ListingRequest,
): Promise<ListingData> {
  const pageSize = pageSizeOf((await cookies()).get(PAGE_SIZE_COOKIE)?.value);
  const [init, result] = await Promise.all([
    getInit(store.id, locale),
    searchListing(store, listing, pageSize, locale),
  ]);
  // A page past the last one (an old link, a listing that shrank) is no page of this listing.
  if (listing.state.page > 0 && listing.state.page >= result.nbPages) notFound();
  return { result, pageSize, freeShippingAmount: init.freeShippingAmount.freeShipping };
}
