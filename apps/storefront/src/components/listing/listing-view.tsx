import type { TPageInfo } from '@shop/api-client';
import { isListingKind } from '@shop/domain/listing-kinds';
import { listingFilters, pageSizeOf } from '@shop/domain/listing-search';
import { isNonListingParam, parseListingQuery, type ListingState } from '@shop/domain/listing-url';
import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getInit } from '../../lib/api';
import type { Translate } from '../../lib/i18n';
import { PAGE_SIZE_COOKIE } from '../../lib/listing';
import { ListingPage } from './listing-page';

/**
 * A listing the parse call found (category, brand, artist, sales, novelties, outlet...): its
 * kind, scope and query state all come from the page info.
 */
export async function ListingView({
  info,
  store,
  locale,
  path,
  search,
  t,
}: {
  info: TPageInfo;
  store: Store;
  locale: Locale;
  /** The shopper's path, language prefix included. */
  path: string;
  /** The query as the shopper sent it (`?colors=Noir&page=2`). */
  search: string;
  t: Translate;
}) {
  const [init, jar] = await Promise.all([getInit(store.id, locale), cookies()]);
  const { filters } = info;
  const kind = info.listingType && isListingKind(info.listingType) ? info.listingType : 'category';
  let state: ListingState = {
    word: null,
    segments: [],
    filters: filters.facets,
    ranges: filters.ranges,
    sort: filters.sort,
    page: filters.page,
  };
  // Artist pages are content pages to the API, which leaves their query alone: read it here.
  if (info.type === 'artists') {
    const parsed = parseListingQuery(search, { ignoreParams: isNonListingParam });
    if (!parsed.ok) notFound();
    state = parsed.state;
  }
  return (
    <ListingPage
      store={store}
      locale={locale}
      t={t}
      kind={kind}
      state={state}
      scope={listingFilters(filters)}
      basePath={path}
      title={info.title}
      crumbs={info.breadcrumb.parts}
      bubbles={info.bubbles}
      seoText={info.seo.description}
      pageSize={pageSizeOf(jar.get(PAGE_SIZE_COOKIE)?.value)}
      freeShippingAmount={init.freeShippingAmount.freeShipping}
    />
  );
}
