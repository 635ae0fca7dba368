import type { ReactNode } from 'react';
import type { PageRequest } from '../../page-request/page-request';
import type { Translate } from '../../server/i18n';
import { reportServerError } from '../../server/report-server-error';
import { DegradedMark } from '../degraded-mark';
import { ListingPage } from './listing-page';
import type { ListingRequest } from './listing-request';
import { loadListing } from './load-listing';

/** A listing page: loaded (hits, facets, settings), then rendered. */
export async function ListingView({
  page,
  listing,
  t,
  empty,
}: {
  page: Pick<PageRequest, 'store' | 'locale'>;
  listing: ListingRequest;
  t: Translate;
  empty?: ReactNode;
}) {
  const data = await loadListing(page, listing).catch((error: unknown) => {
    // The search service down (the client's RetryError): the page stays, with a message, and
    // the failure is reported (storefront section 8: search failures are reported, ignored).
    if (error instanceof Error && error.name === 'RetryError') {
      reportServerError('Unable to search the listing', error, { listing: listing.kind });
      return null;
    }
    throw error;
  });
  if (!data)
    return (
      <>
        <p role="alert">{t('home.searchUnavailable')}</p>
        <DegradedMark part="search" />
      </>
    );
  return (
    <ListingPage
      store={page.store}
      locale={page.locale}
      t={t}
      listing={listing}
      data={data}
      empty={empty}
    />
  );
}
