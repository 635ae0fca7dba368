import { DEGRADED_PAGE_MARK } from '@shop/domain/cache';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ListingView } from './listing-view';
import type { Translate } from '../../server/i18n';
import type { ListingRequest } from './listing-request';

vi.mock('./load-listing', () => ({
  loadListing: async () => {
    // What the search client throws when every host failed.
    const error = new Error('Unreachable hosts');
    error.name = 'RetryError';
    throw error;
  },
}));

// Issue 30, item 18: the "search unavailable" listing was kept 5 minutes by the page cache.
describe('ListingView with the search service down', () => {
  it('says so to the shopper, and marks the page as degraded for the page cache', async () => {
    const view = await ListingView({
      page: { store: {} as never, locale: 'fr' },
      listing: {} as ListingRequest,
      t: ((key: string) => key) as unknown as Translate,
    });
    const html = renderToStaticMarkup(view);
    expect(html).toContain('home.searchUnavailable');
    expect(html).toContain(`${DEGRADED_PAGE_MARK}="search"`);
  });
});
