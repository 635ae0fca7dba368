import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const lowStockBasket = {
  version: 1,
  state: {
    lines: [
      {
        info: {
          id: 1,
          price: 80,
          originPrice: 80,
          quantity: 5,
          pictures: [],
          name: 'Veste Atlas',
          brand: 'Rue Basse',
        },
        size: { id: 11, quantity: 1, label: 'M' },
        quantity: 1,
      },
      {
        info: {
          id: 2,
          price: 30,
          originPrice: 30,
          quantity: 2,
          pictures: [],
          name: 'T-shirt Ivy',
          brand: 'Kilo Supply',
        },
        size: { id: 21, quantity: 2, label: 'S' },
        quantity: 1,
      },
      {
        info: {
          id: 3,
          price: 10,
          originPrice: 10,
          quantity: 9,
          pictures: [],
          name: 'Casquette Zenith',
          brand: 'Kilo Supply',
        },
        size: { id: 31, quantity: 9, label: 'TU' },
        quantity: 1,
      },
    ],
  },
};

test('the low-stock toast names the cheapest nearly sold-out line once per session', async ({
  page,
}) => {
  await page.addInitScript((basket) => {
    if (!localStorage.getItem('shop.basket'))
      localStorage.setItem('shop.basket', JSON.stringify(basket));
  }, lowStockBasket);
  await page.goto('/');
  const toast = page.getByTestId('low-stock-toast');
  await expect(toast).toContainText('Plus que 2 articles en stock');
  await expect(toast).toContainText('T-shirt Ivy en taille S');
  await page.reload();
  await expect(page.getByTestId('header-basket')).toHaveAccessibleName('Panier, 3 articles');
  await expect(toast).toHaveCount(0);
});

test('the low-stock toast waits while the shopper is on a product page', async ({
  page,
  request,
}) => {
  await page.addInitScript((basket) => {
    if (!localStorage.getItem('shop.basket'))
      localStorage.setItem('shop.basket', JSON.stringify(basket));
  }, lowStockBasket);
  const listing = await (await request.get('/nouveautes')).text();
  const productPath = /href="(\/p\/[^"]+)"/.exec(listing)![1]!;
  await page.goto(productPath);
  // Hydrated: the header counts the stored basket; the toast has had its chance to show.
  await expect(page.getByTestId('header-basket')).toHaveAccessibleName('Panier, 3 articles');
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('low-stock-toast')).toHaveCount(0);
  // Not spent there: the next page of the session shows it.
  await page.goto('/');
  await expect(page.getByTestId('low-stock-toast')).toContainText('T-shirt Ivy en taille S');
});

test('the low-stock toast leads to the basket', async ({ page }) => {
  await page.addInitScript(
    (basket) => localStorage.setItem('shop.basket', JSON.stringify(basket)),
    lowStockBasket,
  );
  await page.goto('/');
  await page.getByTestId('low-stock-toast').getByRole('link').click();
  await expect(page).toHaveURL(/\/checkout\/basket$/);
});

/** A browser that blocks web storage: both stores throw as soon as a page touches them. */
const BLOCK_STORAGE = () => {
  for (const name of ['localStorage', 'sessionStorage'] as const)
    Object.defineProperty(window, name, {
      get: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
};

/** The page is interactive: the header search answers (its scripts have all arrived). */
async function hydrated(page: Page) {
  const field = page.getByTestId('header-search').getByRole('combobox');
  await expect(async () => {
    await field.fill('sweat');
    await expect(page.getByTestId('search-panel')).toBeVisible({ timeout: 2000 });
  }).toPass();
  await field.press('Escape');
}

test('a modal warns once when the browser blocks storage, not again on the next page', async ({
  page,
}) => {
  await page.addInitScript(BLOCK_STORAGE);
  await page.goto('/');
  const modal = page.getByRole('dialog', { name: 'Stockage du navigateur indisponible' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: "J'ai compris" }).click();
  await expect(modal).toBeHidden();

  await page.goto('/nouveautes');
  await hydrated(page);
  await expect(modal).toBeHidden();
});

test('a modal warns once when the browser blocks cookies, not again on the next page', async ({
  page,
}) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'cookieEnabled', { get: () => false }),
  );
  await page.goto('/');
  const modal = page.getByRole('dialog', { name: 'Cookies bloqués' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: "J'ai compris" }).click();
  await expect(modal).toBeHidden();

  await page.goto('/nouveautes');
  await hydrated(page);
  await expect(modal).toBeHidden();
});

test.describe('browser Back closes the open modal and stays on the page', () => {
  test('the connect modal; closed by its button, Back leaves the page as before', async ({
    page,
  }) => {
    await page.goto('/');
    await page.goto('/nouveautes', { waitUntil: 'networkidle' });
    const modal = page.getByRole('dialog', { name: 'Connectez-vous' });
    const heart = page.getByRole('button', { name: 'Ajouter aux favoris' }).first();
    await heart.click();
    await expect(modal).toBeVisible();
    await page.goBack();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/nouveautes$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await heart.click();
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Fermer' }).click();
    await expect(modal).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });

  test('the outlet popin that opened on its own', async ({ page }) => {
    await page.goto('/?outlet=true');
    const popin = page.getByRole('dialog', { name: "Accès à l'outlet" });
    await expect(popin).toBeVisible();
    await popin.getByRole('textbox', { name: 'Votre adresse e-mail' }).click();
    await page.goBack();
    await expect(popin).toBeHidden();
    await expect(page).toHaveURL(/\?outlet=true$/);
  });

  test('the newsletter confirmation', async ({ page }) => {
    await page.goto('/nouveautes');
    await page
      .getByRole('textbox', { name: 'Votre adresse e-mail' })
      .fill(`back.${Date.now()}@example.com`);
    await page.getByRole('button', { name: "Je m'inscris" }).click();
    // Welcome, or the refusal once the newsletter tests before this one used up the address's
    // sign-ups (5 per 5 minutes): either way the confirmation dialog is open.
    const dialog = page.locator('dialog[data-modal="subscribe"]');
    await expect(dialog.getByRole('heading')).toHaveText(/^(Bienvenue !|Inscription impossible)$/);
    await page.goBack();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/nouveautes$/);
  });

  test('the blocked-storage notice', async ({ page }) => {
    await page.addInitScript(BLOCK_STORAGE);
    await page.goto('/nouveautes');
    const modal = page.getByRole('dialog', { name: 'Stockage du navigateur indisponible' });
    await expect(modal).toBeVisible();
    await modal.getByRole('heading').click();
    await page.goBack();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(/\/nouveautes$/);
  });
});
