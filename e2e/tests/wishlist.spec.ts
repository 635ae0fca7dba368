import type { APIRequestContext, Page } from '@playwright/test';
import { expect, GATEWAY_PORT, SEARCH_PORT, test } from './fixtures';
import { seriousViolations } from './axe';
import { registerShopper, SHOP_HEADERS, storeSession, type Tokens } from './shopper';

const ORIGIN = `http://localhost:${GATEWAY_PORT}`;
const SEARCH = `http://127.0.0.1:${SEARCH_PORT}/1/indexes/products_fr_prod`;
// The local search service's admin key (.env.example): only to take a product out of the index.
const SEARCH_ADMIN = {
  'x-algolia-application-id': 'SHOPLOCAL',
  'x-algolia-api-key': 'local-admin-key',
  'content-type': 'application/json',
};

type Hit = { objectID: string; productID: number };

const register = async (request: APIRequestContext) =>
  (await registerShopper(request, { firstName: 'Lou', lastName: 'Martin' })).tokens;

async function wish(request: APIRequestContext, tokens: Tokens, product: number) {
  const answer = await request.post('/api/v5/secure/wishes', {
    headers: { ...SHOP_HEADERS, Authorization: `Bearer ${tokens.token}` },
    data: { product },
  });
  expect(answer.status()).toBeLessThan(300);
}

/** Products of the store's index, straight from the search service. */
async function indexHits(count: number, page = 0) {
  const search = await fetch(`${SEARCH}/query`, {
    method: 'POST',
    headers: SEARCH_ADMIN,
    body: JSON.stringify({ query: '', hitsPerPage: count, page }),
  });
  return ((await search.json()) as { hits: { objectID: string; productID: number }[] }).hits;
}

/** A listing whose wishlist has loaded (the header starts it once the page is idle). */
async function openListing(page: Page, path = '/nouveautes') {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

const hearts = (page: Page) => page.locator('main [data-product-id]');
const heart = (page: Page, product: number) =>
  page.locator(`main [data-product-id="${product}"]`).first();
const favourites = (page: Page) => page.getByTestId('header-favourites');
const productId = async (page: Page, index: number) =>
  Number(await hearts(page).nth(index).getAttribute('data-product-id'));

test('a guest is invited to connect, signs up and finds the product in the wishlist', async ({
  page,
}) => {
  await openListing(page);
  const product = await productId(page, 0);
  const first = heart(page, product);
  await expect(first).toHaveAccessibleName('Ajouter aux favoris');
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  await first.click();

  const modal = page.getByRole('dialog', { name: 'Connectez-vous' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('ajouter cet article à vos favoris');
  // Escape closes it and the focus is back on the heart.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(first).toBeFocused();

  await first.click();
  await expect(modal).toBeVisible();
  await modal.getByRole('link', { name: 'Créer un compte' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/login?mode=subscription&redirect=%2Fnouveautes`);
  await page.getByLabel('Mme').check();
  await page.getByLabel('Prénom').fill('Lou');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('Adresse e-mail').fill(`lou.guest.${Date.now()}@example.fr`);
  await page.getByLabel('Mot de passe', { exact: true }).fill('coeurs2024');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  // Back on the listing, signed in: the product waited for the login and is now added.
  await expect(page).toHaveURL(`${ORIGIN}/nouveautes`);
  await expect(favourites(page)).toHaveAccessibleName('Mes favoris, 1 article');
  await expect(heart(page, product)).toHaveAccessibleName('Retirer des favoris');
  await expect(heart(page, product)).toHaveAttribute('aria-pressed', 'true');

  await favourites(page).click();
  await expect(page).toHaveURL(`${ORIGIN}/wishlist`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes favoris');
  await expect(page.getByTestId('wishlist-grid').locator('[data-product-id]')).toHaveCount(1);
  await expect(heart(page, product)).toHaveAttribute('aria-pressed', 'true');
  // Added once: coming back to a page does not add it again.
  await page.reload();
  await expect(favourites(page)).toHaveAccessibleName('Mes favoris, 1 article');
});

test('a signed-in shopper adds and removes favourites, the count following', async ({
  page,
  context,
  request,
}) => {
  await storeSession(context, await register(request));
  await openListing(page);
  await expect(favourites(page)).toHaveAccessibleName('Mes favoris');
  const [a, b] = [await productId(page, 0), await productId(page, 1)];

  const added = page.waitForResponse(
    (answer) => answer.url().endsWith('/secure/wishes') && answer.request().method() === 'POST',
  );
  await heart(page, a).click();
  await added;
  await expect(heart(page, a)).toHaveAttribute('aria-pressed', 'true');
  await expect(favourites(page)).toHaveAccessibleName('Mes favoris, 1 article');
  await heart(page, b).click();
  await expect(favourites(page)).toHaveAccessibleName('Mes favoris, 2 articles');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await heart(page, a).click();
  await expect(heart(page, a)).toHaveAccessibleName('Ajouter aux favoris');
  await expect(favourites(page)).toHaveAccessibleName('Mes favoris, 1 article');

  // The list is the server's: another page shows the same.
  await openListing(page);
  await expect(favourites(page)).toHaveAccessibleName('Mes favoris, 1 article');
  await expect(heart(page, b)).toHaveAttribute('aria-pressed', 'true');

  // On the wishlist page the heart removes the card, and the empty state leads back to shopping.
  await page.goto('/wishlist');
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('wishlist-count')).toHaveText('1 article');
  await heart(page, b).click();
  await expect(page.getByTestId('wishlist-grid')).toHaveCount(0);
  await expect(
    page.getByRole('heading', { name: 'Votre liste de favoris est vide' }),
  ).toBeVisible();
  await expect(favourites(page)).toHaveAccessibleName('Mes favoris');
  await page.getByRole('link', { name: 'Continuer mes achats' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/`);
});

test('a wish whose product left the search index is not shown', async ({
  page,
  context,
  request,
}) => {
  const tokens = await register(request);
  const [kept, gone, alsoKept] = (await indexHits(3)) as [Hit, Hit, Hit];
  for (const hit of [kept, gone, alsoKept]) await wish(request, tokens, hit.productID);

  const record = (await (
    await fetch(`${SEARCH}/${gone.objectID}`, { headers: SEARCH_ADMIN })
  ).json()) as Record<string, unknown>;
  const removed = await fetch(`${SEARCH}/${gone.objectID}`, {
    method: 'DELETE',
    headers: SEARCH_ADMIN,
  });
  expect(removed.ok).toBe(true);
  try {
    await storeSession(context, tokens);
    await page.goto('/wishlist');
    await page.waitForLoadState('networkidle');
    const cards = page.getByTestId('wishlist-grid').locator('[data-product-id]');
    await expect(cards).toHaveCount(2);
    await expect(heart(page, gone.productID)).toHaveCount(0);
    await expect(heart(page, kept.productID)).toBeVisible();
    await expect(favourites(page)).toHaveAccessibleName('Mes favoris, 2 articles');
  } finally {
    // The product goes back so the other specs find the catalogue whole.
    await fetch(`${SEARCH}/${gone.objectID}`, {
      method: 'PUT',
      headers: SEARCH_ADMIN,
      body: JSON.stringify(record),
    });
  }
});

test('the wishlist page has no serious accessibility violation', async ({
  page,
  context,
  request,
}) => {
  const tokens = await register(request);
  const hits = await indexHits(2, 3);
  for (const hit of hits) await wish(request, tokens, hit.productID);
  await storeSession(context, tokens);
  await page.goto('/wishlist');
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('wishlist-grid').locator('[data-product-id]')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
  // Personal: kept out of search engines, with its own canonical.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/wishlist$/);
});

test('an expired access token is renewed in the browser for the header and the wishlist page', async ({
  page,
  context,
  request,
}) => {
  const tokens = await register(request);
  const [hit] = (await indexHits(1, 5)) as [Hit];
  await wish(request, tokens, hit.productID);
  await storeSession(context, tokens, 'expired.access.token');
  // The server cannot read the list with that token: the browser renews it (the account menu
  // and the wishlist both need it), then the page is asked again.
  const served = await (await page.request.get('/wishlist')).text();
  expect(served).not.toContain('data-testid="wishlist-grid"');
  await page.goto('/wishlist');
  await expect(page.getByTestId('wishlist-grid').locator('[data-product-id]')).toHaveCount(1);
  await expect(favourites(page)).toHaveAccessibleName('Mes favoris, 1 article');
  await page.getByRole('link', { name: 'Mon compte' }).hover();
  await expect(page.getByText('Bonjour Lou Martin')).toBeVisible();
  // The session survived the renewals: its new refresh token is still accepted (a spent one
  // coming back would have revoked it).
  const renewed = (await context.cookies()).find(
    (cookie) => cookie.name === 'auth._refresh_token.customLocal',
  );
  expect(decodeURIComponent(renewed!.value)).not.toBe(tokens.refresh_token);
  const refresh = await request.post('/api/v5/security/refresh', {
    headers: SHOP_HEADERS,
    data: { refresh_token: decodeURIComponent(renewed!.value) },
  });
  expect(refresh.status()).toBe(200);
});
