import { expect, SEARCH_PORT, test } from './fixtures';
import { registerShopper, SHOP_HEADERS, storeSession, type Tokens } from './shopper';

test.describe('the shared session in the storefront header', () => {
  let tokens: Tokens;

  test.beforeEach(async ({ request }) => {
    ({ tokens } = await registerShopper(request, { firstName: 'Jeanne', lastName: 'Dupont' }));
  });

  test('a signed-in shopper is welcomed by first and last name, in the browser', async ({
    page,
    context,
  }) => {
    await storeSession(context, tokens);
    // The page's HTML is every shopper's (issue 20): the name comes with the browser's call.
    const html = await (await page.request.get('/nouveautes')).text();
    expect(html).not.toContain('Jeanne');
    await page.goto('/nouveautes');
    await page.getByRole('link', { name: 'Mon compte' }).hover();
    await expect(page.getByText('Bonjour Jeanne Dupont')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Me connecter' })).toHaveCount(0);
  });

  test('an expired access token is renewed in the browser with the refresh token', async ({
    page,
    context,
  }) => {
    await storeSession(context, tokens, 'expired.access.token');
    await page.goto('/nouveautes');
    await page.getByRole('link', { name: 'Mon compte' }).hover();
    await expect(page.getByText('Bonjour Jeanne Dupont')).toBeVisible();
    const renewed = (await context.cookies()).find(
      (cookie) => cookie.name === 'auth._token.customLocal',
    );
    expect(decodeURIComponent(renewed!.value)).not.toBe('expired.access.token');
  });

  test('logging out from the header ends the session and goes home', async ({ page, context }) => {
    await storeSession(context, tokens);
    await page.goto('/nouveautes');
    await page.getByRole('link', { name: 'Mon compte' }).hover();
    await page.getByRole('button', { name: 'Me déconnecter' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    expect(
      (await context.cookies()).some((cookie) => cookie.name === 'auth._token.customLocal'),
    ).toBe(false);
    // The refresh chain is revoked on the server: the old refresh token is refused.
    const refresh = await page.request.post('/api/v5/security/refresh', {
      headers: { 'X-Store': 'fr', 'X-Device': '0', 'Accept-Language': 'fr' },
      data: { refresh_token: tokens.refresh_token },
    });
    expect(refresh.status()).toBe(401);
  });

  test('the favourites icon counts the wishlist of a signed-in shopper', async ({
    page,
    context,
    request,
  }) => {
    const search = await fetch(`http://127.0.0.1:${SEARCH_PORT}/1/indexes/products_fr_prod/query`, {
      method: 'POST',
      headers: {
        'x-algolia-application-id': 'SHOPLOCAL',
        'x-algolia-api-key': 'local-search-only-key',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ query: '', hitsPerPage: 2 }),
    });
    const { hits } = (await search.json()) as { hits: { productID: number }[] };
    for (const hit of hits) {
      const wish = await request.post('/api/v5/secure/wishes', {
        headers: { Authorization: `Bearer ${tokens.token}`, 'X-Store': 'fr', 'X-Device': '0' },
        data: { product: hit.productID },
      });
      expect(wish.status()).toBeLessThan(300);
    }
    await storeSession(context, tokens);
    await page.goto('/nouveautes');
    await expect(page.getByTestId('header-favourites')).toHaveAccessibleName(
      'Mes favoris, 2 articles',
    );
  });

  test('the data layer gets the customer with e-mail, names and phone hashed by the API', async ({
    page,
    context,
  }) => {
    const created = await page.request.post('/api/v5/secure/account/addresses', {
      headers: { ...SHOP_HEADERS, Authorization: `Bearer ${tokens.token}` },
      data: {
        civility: 2,
        lastName: 'Dupont',
        firstName: 'Jeanne',
        street: '12 rue des Lilas',
        zipCode: '44000',
        city: 'Nantes',
        countryIsoCode2: 'FR',
        phoneNumber: '+33 6 12 34 56 78',
      },
    });
    expect(created.status()).toBe(201);
    await storeSession(context, tokens);
    await page.goto('/nouveautes');
    const userData = () =>
      page.evaluate(() => (window.dataLayer ?? []).find((entry) => entry.event === 'user_data'));
    await expect.poll(userData).toBeTruthy();
    const { customer, address } = (await userData()) as {
      customer: Record<string, unknown>;
      address: unknown;
    };
    expect(customer).toMatchObject({ logged: true });
    for (const field of ['email', 'first_name', 'last_name', 'phone'])
      expect(String(customer[field]), field).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(customer)).not.toContain('Jeanne');
    expect(JSON.stringify(customer)).not.toContain('12 34');
    // The session id is the tag manager session's cookie; the address is the book's.
    const session = (await context.cookies()).find((cookie) => cookie.name === 'shop_session_id');
    expect(customer.sessionID).toBe(session?.value);
    expect(address).toEqual({ city: 'Nantes', zipcode: '44000', country: 'FR' });
  });
});
