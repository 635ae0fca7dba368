import type { Page } from '@playwright/test';
import { expect, SEARCH_PORT, storeUrl, test } from './fixtures';

const SEARCH = `http://127.0.0.1:${SEARCH_PORT}`;
const SEARCH_HEADERS = {
  'x-algolia-application-id': 'SHOPLOCAL',
  'x-algolia-api-key': 'local-search-only-key',
};

/** What the search service itself answers for the home page's query. */
async function firstListedProduct(indexName: string) {
  const response = await fetch(`${SEARCH}/1/indexes/${indexName}/query`, {
    method: 'POST',
    headers: { ...SEARCH_HEADERS, 'content-type': 'application/json' },
    body: JSON.stringify({
      query: '',
      hitsPerPage: 1,
      filters: 'displayInListing:true AND isOnlyOutlet:false',
    }),
  });
  expect(response.ok).toBe(true);
  const body = (await response.json()) as { hits: { names: { fr: string } }[] };
  return body.hits[0]!;
}

/** The product cards of the home grid (its direct items; sizes are lists inside them). */
const cards = (page: Page) => page.getByTestId('product-grid').locator(':scope > li');

test('the home page shows products that come from the search service', async ({ page }) => {
  const expected = await firstListedProduct('products_fr_prod');
  await page.goto('/');
  await expect(page).toHaveTitle(/Maison Rue/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(cards(page)).toHaveCount(24);
  await expect(cards(page).first()).toContainText(expected.names.fr);
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
});

test('a product added on the storefront is in the basket of the checkout app', async ({ page }) => {
  await page.goto('/');
  const card = cards(page)
    .filter({ has: page.locator('button:not([disabled])') })
    .first();
  const title = (await card.getByRole('heading').first().innerText()).trim();
  await card.locator('button:not([disabled])').first().click();
  await expect(card.getByRole('status')).toContainText('Ajouté au panier');
  await expect(page.getByTestId('header-basket')).toHaveAccessibleName('Panier, 1 article');

  await page.getByTestId('header-basket').click();
  await expect(page).toHaveURL(/\/checkout\/basket$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon panier');
  await expect(page.getByRole('main')).toContainText(title);
  // The checkout layout (served by the checkout app) shows its timeline at step 1.
  await expect(page.locator('[aria-current="step"]')).toContainText('Panier');
});

test('es.localhost is the Spanish store', async ({ page }) => {
  await page.goto(storeUrl('es'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { name: 'Seleccionados para ti' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  await expect(cards(page)).toHaveCount(24);
  await expect(page.getByText('Satisfecho o reembolsado en 14 días')).toBeVisible();
});
