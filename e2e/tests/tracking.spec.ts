import type { Page } from '@playwright/test';
import { expect, SEARCH_PORT, test } from './fixtures';
import { addAProduct, registerShopper, SHOP_HEADERS, storeSession } from './shopper';

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

/** Every entry of an event the page pushed so far. */
const dataLayerEvents = (page: Page, event: string) =>
  page.evaluate(
    (name) => (window.dataLayer ?? []).filter((entry) => entry.event === name),
    event,
  ) as Promise<{ ecommerce?: { items: Record<string, unknown>[] } & Record<string, unknown> }[]>;

/** The spec's product payload (storefront section 3), every field present. */
const PAYLOAD_FIELDS = [
  'product_id',
  'name',
  'brand_range',
  'range',
  'artist',
  'category',
  'subcategory',
  'variant',
  'unit_price',
  'currency',
  'discount',
  'fab',
  'label',
  'promo',
  'visible',
  'numb_pictures',
  'sizes_ids',
  'sizes',
];

// Issue 30, item 20: view_item was the only shopping event the tag manager received.
test('list, pick, add, wishlist, search, checkout steps and purchase reach the data layer', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { tokens } = await registerShopper(page.request, {
    firstName: 'Mona',
    lastName: 'Marketing',
  });
  const address = await page.request.post('/api/v5/secure/account/addresses', {
    headers: { ...SHOP_HEADERS, Authorization: `Bearer ${tokens.token}` },
    data: {
      ...{ civility: 2, lastName: 'Marketing', firstName: 'Mona', street: '9 quai de la Fosse' },
      ...{ zipCode: '44000', city: 'Nantes', countryIsoCode2: 'FR', phoneNumber: '06 11 22 33 44' },
    },
  });
  expect(address.status()).toBe(201);
  await storeSession(context, tokens);

  // The list, each card with the payload.
  await page.goto('/nouveautes');
  const list = await dataLayerEvent(page, 'view_item_list');
  const listed = (list.ecommerce as { items: Record<string, unknown>[]; currency: string }).items;
  expect(listed.length).toBeGreaterThan(10);
  for (const field of PAYLOAD_FIELDS) expect(listed[0]).toHaveProperty(field);
  expect(listed[0]).toMatchObject({ currency: 'EUR', visible: true, index: 0 });
  expect(String(listed[0]!.sizes_ids)).toMatch(/^\d+(\|\d+)*$/);

  // A card picked (the navigation itself is held back to read this page's data layer).
  await page.evaluate(() =>
    document
      .querySelector('[data-testid="listing-grid"]')
      ?.addEventListener('click', (event) => event.preventDefault()),
  );
  const secondCard = page.getByTestId('listing-grid').locator(':scope > li').nth(1);
  await secondCard.locator('a[href^="/p/"]').first().click();
  await expect.poll(async () => (await dataLayerEvents(page, 'select_item')).length).toBe(1);
  const [selected] = await dataLayerEvents(page, 'select_item');
  expect(selected!.ecommerce!.items[0]).toMatchObject({
    product_id: listed[1]!.product_id,
    index: 1,
  });

  // Added to the basket: the size and the quantity travel.
  await addAProduct(page);
  const [added] = await dataLayerEvents(page, 'add_to_cart');
  expect(added!.ecommerce!.items[0]).toMatchObject({ quantity: 1, currency: 'EUR' });
  expect(String(added!.ecommerce!.items[0]!.size_id)).toMatch(/^\d+$/);
  for (const field of PAYLOAD_FIELDS) expect(added!.ecommerce!.items[0]).toHaveProperty(field);

  // A heart on a card of the list.
  const heart = page
    .getByTestId('listing-grid')
    .locator(':scope > li')
    .nth(2)
    .getByRole('button', { name: /favoris/i });
  await heart.click();
  await expect.poll(async () => (await dataLayerEvents(page, 'add_to_wishlist')).length).toBe(1);

  // A search.
  await page.goto('/search/sweat');
  expect(await dataLayerEvent(page, 'search')).toMatchObject({ search_term: 'sweat' });

  // The checkout app: begin, delivery, payment, purchase.
  await page.goto('/checkout/basket');
  await page.getByRole('link', { name: 'Valider mon panier' }).click();
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  const begin = await dataLayerEvent(page, 'begin_checkout');
  expect((begin.ecommerce as { items: unknown[] }).items).toHaveLength(1);
  await page.getByRole('radio', { name: /Colissimo Domicile/ }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/checkout\/payment$/);
  expect((await dataLayerEvent(page, 'add_shipping_info')).ecommerce).toMatchObject({
    shipping_tier: expect.stringMatching(/Colissimo/),
  });
  await page.getByRole('radio', { name: /Virement bancaire/ }).check();
  await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(/\/checkout\/summary$/);
  expect((await dataLayerEvent(page, 'add_payment_info')).ecommerce).toMatchObject({
    payment_type: 'transfer',
  });
  await page.getByRole('button', { name: 'Commander' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirm\?order=\d+/);
  const purchase = (await dataLayerEvent(page, 'purchase')).ecommerce as Record<string, unknown>;
  expect(purchase).toMatchObject({
    currency: 'EUR',
    transaction_id: expect.stringMatching(/^[A-Z]+-\d{4}-[0-9A-Z]{6}$/),
    value: expect.any(Number),
  });
  expect((purchase.items as Record<string, unknown>[])[0]).toMatchObject({ quantity: 1 });
  // A reload of the confirmation tells no second purchase.
  await page.reload();
  await expect(page.getByText('Votre commande est enregistrée')).toBeVisible();
  expect(await dataLayerEvents(page, 'purchase')).toHaveLength(0);
});
