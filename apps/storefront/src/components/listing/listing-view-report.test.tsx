import { describe, expect, it, vi } from 'vitest';
import type { ListingRequest } from './listing-request';
import { ListingView } from './listing-view';

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

// Issue 30, item 20: storefront section 8 reports search failures; the listing logged nothing.
describe('ListingView with the search service down', () => {
  it('reports the failed search to error reporting, naming the listing', async () => {
    await ListingView({
      page: { store: {} as never, locale: 'fr' },
      listing: { kind: 'outlet' } as ListingRequest,
      t: ((key: string) => key) as never,
    });
    expect(reported).toEqual([
      { message: 'Unable to search the listing', tags: { listing: 'outlet' } },
    ]);
  });
});
