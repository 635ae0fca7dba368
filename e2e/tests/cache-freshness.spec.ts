import type { APIRequestContext } from '@playwright/test';
import { formatPrice } from '@shop/domain/money';
import { expect, test } from './fixtures';
import { SHOP_HEADERS } from './shopper';

// The back office's token of a local shop (apps/api/src/env.ts).
const ADMIN = { 'X-Admin-Token': 'local-admin-token' };
const LISTING = '/nouveautes';
/** Issue 20: a back-office change shows on cached pages within this. */
const FRESH_WITHIN_MS = 5000;

interface AdminPrice {
  price: number;
  originalPrice: number;
}

/** The first product card of the novelties listing, with its id (asked from the API). */
async function firstListedProduct(request: APIRequestContext) {
  const html = await (await request.get(LISTING)).text();
  const path = /href="(\/p\/[^"]+)"/.exec(html)?.[1];
  expect(path, 'a product card on the listing').toBeTruthy();
  for (let id = 1; id <= 300; id++) {
    const answer = await request.get(`/api/v5/products/${id}`, { headers: SHOP_HEADERS });
    if (!answer.ok()) continue;
    const { product } = (await answer.json()) as { product: { url: string } };
    if (new URL(product.url, 'http://shop.invalid').pathname === path) return { id, path: path! };
  }
  throw new Error(`No product answers ${path}`);
}

const setPrice = (request: APIRequestContext, id: number, price: AdminPrice) =>
  request.patch(`/api/v5/admin/products/${id}`, {
    headers: ADMIN,
    data: { prices: { fr: price } },
  });

/** The page's HTML shows the price as the French store writes it (spaces normalised). */
async function shows(request: APIRequestContext, path: string, price: number) {
  const html = await (await request.get(path)).text();
  const normalise = (text: string) => text.replace(/[\s\u00a0\u202f]|&nbsp;|&#160;/g, ' ');
  return normalise(html).includes(normalise(formatPrice(price, 'fr')));
}

test('a price changed in the back office shows on the product page and the listing within 5 s', async ({
  request,
}) => {
  const { id, path } = await firstListedProduct(request);
  // Both pages are read once first, so what follows is read from the storefront's caches.
  await request.get(path);
  await request.get(LISTING);
  // An empty patch answers the product as it is (the back office has no GET of one).
  const before = await request.patch(`/api/v5/admin/products/${id}`, { headers: ADMIN, data: {} });
  expect(before.status()).toBe(200);
  const original = ((await before.json()) as { prices: Record<string, AdminPrice> }).prices.fr;
  // A price no seeded product has: cents drawn from now, never a calendar date.
  const price = 900 + (Date.now() % 97) + 0.37;
  const changed = await setPrice(request, id, { price, originalPrice: price });
  expect(changed.status()).toBe(200);
  const started = Date.now();
  try {
    await expect
      .poll(() => shows(request, path, price), { timeout: FRESH_WITHIN_MS, intervals: [200] })
      .toBe(true);
    await expect
      .poll(() => shows(request, LISTING, price), {
        timeout: Math.max(500, FRESH_WITHIN_MS - (Date.now() - started)),
        intervals: [200],
      })
      .toBe(true);
  } finally {
    if (original) await setPrice(request, id, original);
  }
});
