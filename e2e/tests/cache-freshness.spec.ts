import type { APIRequestContext } from '@playwright/test';
import { formatPrice } from '@shop/domain/money';
import { expect, test } from './fixtures';
import { registerShopper, SHOP_HEADERS } from './shopper';

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

// Issue 30, item 6: after a size sold out, the product page kept offering it for the API's
// product lifetime (45 minutes): the shopper added it and the basket then removed it.
test('the last unit of a size sold: the product page shows it sold out within 5 s', async ({
  page,
  request,
}) => {
  const { id, path } = await firstListedProduct(request);
  const answer = await request.get(`/api/v5/products/${id}`, { headers: SHOP_HEADERS });
  const { product } = (await answer.json()) as {
    product: { sizes: { id: number; size: string; quantity: number }[] };
  };
  const size = product.sizes[0]!;
  const soldOut = `Taille ${size.size} – Épuisé`;
  // One unit left, then the page read once, so what follows is read from the caches.
  const restocked = await request.patch(`/api/v5/admin/products/${id}/sizes/${size.id}`, {
    headers: ADMIN,
    data: { stock: 1 },
  });
  expect(restocked.status()).toBe(200);
  await expect
    .poll(async () => (await (await request.get(path)).text()).includes(soldOut), {
      timeout: FRESH_WITHIN_MS,
    })
    .toBe(false);

  const { tokens } = await registerShopper(request, { firstName: 'Léa', lastName: 'Martin' });
  const item = { productId: id, productSizeId: size.id, quantity: 1 };
  const carriers = await request.post('/api/v5/checkout/carriers', {
    headers: SHOP_HEADERS,
    data: { basketItems: [item], countryIsoCode: 'FR' },
  });
  const { carriers: list } = (await carriers.json()) as {
    carriers: { id: number; type: string }[];
  };
  const ordered = await request.post('/api/v5/secure/orders', {
    headers: {
      ...SHOP_HEADERS,
      Authorization: `Bearer ${tokens.token}`,
      'Idempotency-Key': `e2e-last-unit-${Date.now()}`,
    },
    data: {
      basketItems: [item],
      carrierId: list.find((carrier) => carrier.type === 'relay')!.id,
      relayPointId: 'FR-00001',
      payment: { methodId: 11 },
      termsAccepted: true,
    },
  });
  expect(ordered.status(), await ordered.text()).toBe(201);

  // In the browser: the size is marked sold out, reloaded until it is (at most 5 s).
  await page.goto(path);
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByRole('radio', { name: soldOut }).count();
      },
      { timeout: FRESH_WITHIN_MS, intervals: [200] },
    )
    .toBe(1);
  const restored = await request.patch(`/api/v5/admin/products/${id}/sizes/${size.id}`, {
    headers: ADMIN,
    data: { stock: size.quantity },
  });
  expect(restored.status()).toBe(200);
});
