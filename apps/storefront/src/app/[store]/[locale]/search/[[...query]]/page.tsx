import { searchEvent } from '@shop/domain/tracking-events';
import { notFound } from 'next/navigation';
import {
  searchListingRequest,
  searchQuery,
} from '../../../../../components/listing/listing-request';
import { ListingView } from '../../../../../components/listing/listing-view';
import { PopularSearches } from '../../../../../components/search/popular-searches';
import { TrackedEvent } from '../../../../../components/tracking/data-layer';
import { getPageRequest, type PageParams } from '../../../../../page-request/server';
import { pageMetadata, shopTitle } from '../../../../../seo/page-metadata';
import { getTranslator } from '../../../../../server/i18n';

type SearchRoute = PageParams & { query?: string[] };

// Result pages are endless variations of the catalogue: followed, never indexed.
export const generateMetadata = pageMetadata<SearchRoute>(({ t, params }) => {
  const query = searchQuery(params.query?.[0]);
  return {
    title: shopTitle(t, query ? t('search.titleFor', { query }) : t('search.title')),
    robots: { index: false, follow: true },
  };
});

/** The search page: a listing of the query's hits with facets, sort and pages (section 2). */
export default async function SearchPage({ params }: { params: Promise<SearchRoute> }) {
  const page = await getPageRequest();
  const t = await getTranslator(page.locale);
  const query = searchQuery((await params).query?.[0]);
  const listing = searchListingRequest(page, query, t);
  if (!listing) notFound();
  return (
    <>
      {query && <TrackedEvent event={searchEvent(query)} />}
      <ListingView
        page={page}
        listing={listing}
        t={t}
        empty={<PopularSearches store={page.store} locale={page.locale} query={query} t={t} />}
      />
    </>
  );
}
