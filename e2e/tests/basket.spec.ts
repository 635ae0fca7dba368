import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { addAProduct, nextBasketDetail } from './shopper';

test('the basket page shows the server’s figures, quantity changes and promotion codes', async ({
  page,
}) => {
  const name = await addAProduct(page);
  // Listen before the page loads: it asks for the detail as soon as it has the lines.
  const detail = nextBasketDetail(page);
  await page.goto('/checkout/basket');
  await expect(page.getByRole('main')).toContainText(name);
  await expect(page.getByTestId('basket-shipping')).toBeVisible();
  expect((await detail).status()).toBe(200);
  const total = page.getByTestId('basket-total');
  const before = await total.innerText();

  // A quantity change asks the server again.
  const again = nextBasketDetail(page);
  await page.getByRole('combobox', { name: 'Quantité' }).first().selectOption('2');
  const body = (await (await again).request().postDataJSON()) as {
    basketItems: { quantity: number }[];
  };
  expect(body.basketItems[0]?.quantity).toBe(2);
  await expect(total).not.toHaveText(before);

  // Promotion codes: empty, unknown, then a valid one with its discount.
  const code = page.getByRole('textbox', { name: 'Code promo' });
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByRole('alert')).toHaveText('Veuillez renseigner un code promo');
  await code.fill('NIMPORTEQUOI');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByRole('alert')).toHaveText("Ce code promo n'existe pas");
  await code.fill('BIENVENUE10');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByTestId('basket-promotion')).toContainText('BIENVENUE10');
  await expect(page.getByTestId('basket-discount')).toBeVisible();
  await expect(page.getByTestId('basket-free-shipping')).toBeVisible();
});

test('client prices are never trusted: the basket shows the server’s', async ({ page }) => {
  await addAProduct(page);
  await page.goto('/checkout/basket');
  await expect(page.getByTestId('basket-shipping')).toBeVisible();
  // The line as the server priced it: unit price, line total.
  const line = page.locator('[data-testid^="basket-line-"]').first();
  const priced = await line.innerText();
  expect(priced).toMatch(/\d+,\d{2}/);

  // Tamper with the stored basket as a shopper could.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('shop.basket')!) as {
      state: { lines: { info: { price: number; originPrice: number } }[] };
    };
    for (const line of stored.state.lines) {
      line.info.price = 0.01;
      line.info.originPrice = 0.01;
    }
    localStorage.setItem('shop.basket', JSON.stringify(stored));
  });
  const recalculated = nextBasketDetail(page);
  await page.goto('/checkout/basket');
  await recalculated;
  await expect(page.getByTestId('basket-shipping')).toBeVisible();
  // The line shows the server's prices again, not the stored 0,01.
  await expect(line).toHaveText(priced, { useInnerText: true });
  await expect(line.getByTestId('line-total')).not.toHaveText(/^\D*0,01\D*$/);
});

test('the basket page, empty and with a line, has no serious accessibility violation', async ({
  page,
}) => {
  await page.goto('/checkout/basket');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await addAProduct(page);
  await page.goto('/checkout/basket');
  await expect(page.getByTestId('basket-shipping')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
