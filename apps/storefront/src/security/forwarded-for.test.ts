import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeApi, routeContext } from '../routing/context';

afterEach(() => vi.unstubAllGlobals());

// Issue 19, finding 2: the outlet guard's POST /outlet/access counted every shopper as the
// storefront's own 127.0.0.1, so five visits locked the outlet for everyone.
describe('API calls made for a page request', () => {
  it("carry the shopper's address the gateway gave, for the API's per-address limits", async () => {
    const grant = `v1.${'9'.repeat(10)}.${'s'.repeat(43)}`;
    const fetch = vi.fn(async () =>
      Response.json({ access: true, email: 'ada@example.com', grant }),
    );
    vi.stubGlobal('fetch', fetch);
    const request = new NextRequest('http://localhost:3000/outlet', {
      headers: { host: 'localhost:3000', 'x-forwarded-for': '203.0.113.7' },
    });
    await routeApi(routeContext(request)).outletAccess('ada@example.com');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['X-Forwarded-For']).toBe('203.0.113.7');
  });
});
