import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { registerShopper, SHOP_HEADERS, storeSession, type Tokens } from './shopper';

// The back office's token of a local shop (apps/api/src/env.ts).
const ADMIN = { ...SHOP_HEADERS, 'X-Admin-Token': 'local-admin-token' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const bearer = (tokens: Tokens) => ({ ...SHOP_HEADERS, Authorization: `Bearer ${tokens.token}` });

/** Right at 390 px wide, without a serious axe violation there or on a desktop. */
async function checkPage(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(DESKTOP);
}

/** A size in stock of a seeded product, to order through the API. */
async function inStock(request: APIRequestContext) {
  for (let id = 1; id <= 200; id++) {
    const answer = await request.get(`/api/v5/products/${id}`, { headers: SHOP_HEADERS });
    if (!answer.ok()) continue;
    const { product } = (await answer.json()) as {
      product: { productID: number; sizes: { id: number; quantity: number }[] };
    };
    const size = product.sizes.find((candidate) => candidate.quantity >= 3);
    if (size) return { productId: product.productID, productSizeId: size.id, quantity: 1 };
  }
  throw new Error('no size in stock in the seed');
}

/** An order to the relay point FR-00001, placed through the API; vouchers first when given. */
async function order(
  request: APIRequestContext,
  tokens: Tokens,
  voucherIds: number[] = [],
): Promise<{ id: number; number: string; totals: { vouchers: number } }> {
  const item = await inStock(request);
  const carriers = await request.post('/api/v5/checkout/carriers', {
    headers: SHOP_HEADERS,
    data: { basketItems: [item], countryIsoCode: 'FR' },
  });
  const { carriers: list } = (await carriers.json()) as {
    carriers: { id: number; type: string }[];
  };
  const answer = await request.post('/api/v5/secure/orders', {
    headers: { ...bearer(tokens), 'Idempotency-Key': `e2e-return-${Date.now()}-${Math.random()}` },
    data: {
      basketItems: [item],
      carrierId: list.find((carrier) => carrier.type === 'relay')!.id,
      relayPointId: 'FR-00001',
      payment: { methodId: 11 },
      voucherIds,
      termsAccepted: true,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return answer.json();
}

async function backOffice(request: APIRequestContext, path: string, data = {}) {
  const answer = await request.post(`/api/v5/admin/${path}`, { headers: ADMIN, data });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('a delivered order returned for a credit: request, drop-off, coupon, received, credit spent', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { tokens } = await registerShopper(request, { firstName: 'Rose', lastName: 'Retour' });
  await storeSession(context, tokens);
  const placed = await order(request, tokens);
  await backOffice(request, `orders/${placed.id}/mark-paid`);
  await backOffice(request, `orders/${placed.id}/ship`, { trackingNumber: '6A0000000001' });
  await backOffice(request, `orders/${placed.id}/deliver`);

  // The order detail lists its returns and leads to a new one.
  await page.goto(`/account/history/${placed.id}`);
  const start = page.getByRole('link', { name: 'Retourner des articles' });
  await expect(start).toBeVisible();
  await start.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product-return-detail$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Retourner des articles');

  // Step 1 with the keyboard: the line, a reason (every one asks for a comment, section 5),
  // the refund type the shopper chooses (none chosen for them), the conditions.
  const line = page.getByRole('checkbox', { name: /^Retourner / });
  await line.focus();
  await page.keyboard.press('Space');
  await page.getByLabel('Motif').selectOption({ label: 'Trop petit' });
  await expect(page.getByRole('radio', { name: /Un avoir de/ })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: /Un remboursement de/ })).not.toBeChecked();
  await page.getByRole('button', { name: 'Valider mon retour' }).click();
  await expect(page.getByText('Veuiller saisir au moins 10 caractères')).toBeVisible();
  await expect(page.getByText('Choisissez comment être remboursé.')).toBeVisible();
  await expect(page.getByText('Vous devez accepter les conditions de retour.')).toBeVisible();
  // The fee is stated before the request, by the rule the coupon follows: kept on a refund of
  // an item too small, not on a defective one (the shop carries the parcel).
  await expect(
    page.getByRole('radio', { name: /frais de retour de 5,99 € déduits/ }),
  ).toBeVisible();
  await page.getByLabel('Motif').selectOption({ label: 'Article défectueux' });
  await expect(page.getByText(/^Transport offert/)).toBeVisible();
  await expect(page.getByRole('radio', { name: /sans frais de retour/ })).toBeVisible();
  await page.getByLabel('Commentaire').fill('La couture de la manche est ouverte.');
  await page.getByRole('checkbox', { name: /conditions de retour/ }).check();
  await page.getByRole('radio', { name: /Un avoir de/ }).check();
  await checkPage(page);
  await page.getByRole('button', { name: 'Valider mon retour' }).press('Enter');
  await expect(page).toHaveURL(/\/product-return-detail\/\d+$/);
  const returnId = Number(/(\d+)$/.exec(page.url())![1]);

  // Step 2: a relay point near the order's one, from the checkout's list and map.
  await expect(page.getByRole('heading', { level: 1 })).toContainText(placed.number);
  const point = page.locator('input[name="relay-point"]').first();
  await point.check();
  await checkPage(page);
  await page.getByRole('button', { name: 'Confirmer le mode de retour' }).click();

  // Step 3: the coupon, a PDF with the return's number.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Télécharger le bon de retour' }).click();
  const file = await readFile(await (await download).path(), 'latin1');
  expect(file.startsWith('%PDF-')).toBe(true);
  await checkPage(page);
  const view = await request.get(`/api/v5/secure/return-orders/${returnId}`, {
    headers: bearer(tokens),
  });
  const { number } = (await view.json()) as { number: string };
  expect(number).toContain(placed.number);

  // The back office receives the parcel: a credit, in the vouchers page.
  await backOffice(request, `return-orders/${returnId}/receive`);
  await page.reload();
  await expect(page.getByText('Terminé').first()).toBeVisible();
  await page.goto('/account/voucher');
  await expect(page.getByText(`Avoir du retour de la commande ${placed.number}`)).toBeVisible();
  await checkPage(page);

  // The credit pays the next order first.
  const vouchers = await request.get('/api/v5/secure/account/vouchers', {
    headers: bearer(tokens),
  });
  const { vouchers: list } = (await vouchers.json()) as {
    vouchers: { id: number; origin: string }[];
  };
  const credit = list.find((voucher) => voucher.origin === 'return')!;
  const next = await order(request, tokens, [credit.id]);
  expect(next.totals.vouchers).toBeGreaterThan(0);
});
