import type { Page } from '@playwright/test';
import { expect, SEARCH_PORT, storeUrl, test } from './fixtures';

const SEARCH = `http://127.0.0.1:${SEARCH_PORT}`;
const SEARCH_HEADERS = {
  'x-algolia-application-id': 'SHOPLOCAL',
  'x-algolia-api-key': 'local-search-only-key',
};

/** The record the search service itself holds for a product. */
async function searchRecord(indexName: string, productId: string) {
  const response = await fetch(`${SEARCH}/1/indexes/${indexName}/${productId}`, {
    headers: SEARCH_HEADERS,
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as { names: Record<string, string> };
}

/** The product cards of the home's best sellers (direct items; sizes are lists inside them). */
const cards = (page: Page) => page.getByTestId('top-sales-carousel').locator(':scope > li');

test('the home page shows its best sellers from the search service', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Maison Rue/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cards(page)).toHaveCount(6);
  // Product slugs end with the product id: the card shows the search record of that product.
  const href = await cards(page).first().getByRole('link').first().getAttribute('href');
  const productId = /-(\d+)$/.exec(href!)![1]!;
  const record = await searchRecord('products_fr_prod', productId);
  await expect(cards(page).first()).toContainText(record.names.fr!);
  // The top-sales carousel: the six best sellers, and the way to all of them.
  const topSales = page.getByTestId('top-sales-carousel');
  await expect(topSales.locator(':scope > li')).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'Tout voir' })).toHaveAttribute(
    'href',
    '/top-ventes',
  );
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
});

test('a product added on the storefront is in the basket of the checkout app', async ({ page }) => {
  await page.goto('/');
  // A size button of the first card that has one in stock (the heart is not a size).
  const sizeButton = page.getByRole('button', { name: /au panier – Taille/ });
  const card = cards(page)
    .filter({ has: sizeButton.locator('visible=true') })
    .first();
  const title = (await card.getByRole('heading').first().innerText()).trim();
  await card
    .getByRole('button', { name: /au panier – Taille/ })
    .first()
    .click();
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
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  await expect(cards(page)).toHaveCount(6);
  await expect(
    page.getByRole('contentinfo').getByText('Satisfecho o reembolsado en 14 días'),
  ).toBeVisible();
});
