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

test('a modal warns when the browser blocks local storage', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
  });
  await page.goto('/');
  const modal = page.getByRole('dialog', { name: 'Stockage du navigateur indisponible' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: "J'ai compris" }).click();
  await expect(modal).toBeHidden();
});

test('a modal warns when the browser blocks cookies', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'cookieEnabled', { get: () => false }),
  );
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Cookies bloqués' })).toBeVisible();
});
