import type { Page } from '@playwright/test';
import { expect, SEARCH_PORT, test } from './fixtures';
import { SHOP_HEADERS } from './shopper';

/** The data layer's first entry of an event, once the page has pushed it. */
async function dataLayerEvent(page: Page, event: string) {
  const find = () =>
    page.evaluate(
      (name) => (window.dataLayer ?? []).find((entry) => entry.event === name) ?? null,
      event,
    );
  await expect.poll(find).toBeTruthy();
  return (await find()) as Record<string, unknown>;
}

/** The names the API's parse call gives a path (storefront section 3). */
async function taxonomyOf(page: Page, path: string) {
  const answer = await page.request.post('/api/v5/parse', {
    headers: SHOP_HEADERS,
    data: { path },
  });
  const { pageInfo } = (await answer.json()) as { pageInfo: { taxonomy?: object } };
  return pageInfo.taxonomy;
}

test('a first page gives the visitor a tracking session and an A/B test group', async ({
  page,
  context,
}) => {
  await page.goto('/nouveautes');
  const cookies = await context.cookies();
  const session = cookies.find((cookie) => cookie.name === 'shop_session_id');
  const group = cookies.find((cookie) => cookie.name === 'shop_ab_test');
  const inDays = (expires: number) => (expires - Date.now() / 1000) / 86_400;
  expect(session?.value).toMatch(/^[0-9a-f-]{36}$/);
  expect(inDays(session!.expires)).toBeGreaterThan(19.9);
  expect(inDays(session!.expires)).toBeLessThanOrEqual(20);
  expect(['A', 'B']).toContain(group?.value);
  expect(inDays(group!.expires)).toBeGreaterThan(29.9);

  // The data layer carries both; the next page keeps them.
  const pageData = await dataLayerEvent(page, 'page_data_init');
  expect(pageData.ab_test).toBe(group?.value);
  const userData = await dataLayerEvent(page, 'user_data');
  expect(userData.customer).toEqual({ logged: false, sessionID: session?.value });
  await page.goto('/');
  const again = (await context.cookies()).find((cookie) => cookie.name === 'shop_session_id');
  expect(again?.value).toBe(session?.value);
});

test('page data names the category, subcategory, brand and artist of the page', async ({
  page,
}) => {
  await page.goto('/t-shirts-c4');
  const listing = (await dataLayerEvent(page, 'page_data_init')).page as Record<string, unknown>;
  expect(listing).toMatchObject({ type: 'all', category: 'Vêtements', subcategory: 'T-shirts' });

  // A product with an artist: every name of its page.
  const search = await fetch(`http://127.0.0.1:${SEARCH_PORT}/1/indexes/products_fr_prod/query`, {
    method: 'POST',
    headers: {
      'x-algolia-application-id': 'SHOPLOCAL',
      'x-algolia-api-key': 'local-search-only-key',
      'content-type': 'application/json',
    },
    body: JSON.stringify({ query: '', hitsPerPage: 1, numericFilters: ['artistId>0'] }),
  });
  const { hits } = (await search.json()) as { hits: { slugs: { fr: string } }[] };
  const productPath = `/p/${hits[0]!.slugs.fr}`;
  const expected = await taxonomyOf(page, productPath);
  expect(expected).toMatchObject({
    category: expect.any(String),
    brand: expect.any(String),
    artist: expect.any(String),
  });
  await page.goto(productPath);
  const product = (await dataLayerEvent(page, 'page_data_init')).page as Record<string, unknown>;
  expect(product).toMatchObject({ type: 'p', ...expected });
});
