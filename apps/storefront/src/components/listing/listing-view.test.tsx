import { DEGRADED_PAGE_MARK } from '@shop/domain/cache';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ListingView } from './listing-view';
import type { Translate } from '../../server/i18n';
import type { ListingRequest } from './listing-request';

const reported = vi.hoisted(() => [] as { message: string; tags?: Record<string, string> }[]);

vi.mock('../../server/report-server-error', () => ({
  reportServerError: (message: string, _error: unknown, tags?: Record<string, string>) =>
    reported.push({ message, tags }),
}));

vi.mock('./load-listing', () => ({
  loadListing: async () => {
    // What the search client throws when every host failed.
    const error = new Error('Unreachable hosts');
    error.name = 'RetryError';
    throw error;
  },
}));

const renderOutlet = () =>
  ListingView({
    page: { store: {} as never, locale: 'fr' },
    listing: { kind: 'outlet' } as ListingRequest,
    t: ((key: string) => key) as unknown as Translate,
  });

describe('ListingView with the search service down', () => {
  beforeEach(() => {
    reported.length = 0;
  });

  // Issue 30, item 18: the "search unavailable" listing was kept 5 minutes by the page cache.
  it('says so to the shopper, and marks the page as degraded for the page cache', async () => {
    const html = renderToStaticMarkup(await renderOutlet());
    expect(html).toContain('home.searchUnavailable');
    expect(html).toContain(`${DEGRADED_PAGE_MARK}="search"`);
  });

  // Issue 30, item 20: storefront section 8 reports search failures; the listing logged nothing.
  it('reports the failed search to error reporting, naming the listing', async () => {
    await renderOutlet();
    expect(reported).toEqual([
      { message: 'Unable to search the listing', tags: { listing: 'outlet' } },
    ]);
  });
});
