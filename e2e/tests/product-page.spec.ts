import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { nextBasketDetail, registerShopper, SHOP_HEADERS, storeSession } from './shopper';

// The back office's token of a local shop (apps/api/src/env.ts).
const ADMIN = { 'X-Admin-Token': 'local-admin-token' };

interface Size {
  id: number;
  size: string;
  quantity: number;
}
interface Product {
  productID: number;
  url: string;
  names: Record<string, string>;
  sizes: Size[];
}

/**
 * Seeded products (ids from 1) with at least one sold-out size beside sizes of 2 units or
 * more, asked from the API as the product page does; `skip` leaves out those already used.
 */
async function productsWithSoldOutSize(request: APIRequestContext, count: number) {
  const found: Product[] = [];
  for (let id = 1; found.length < count && id <= 200; id++) {
    const answer = await request.get(`/api/v5/products/${id}`, { headers: SHOP_HEADERS });
    if (!answer.ok()) continue;
    const { product } = (await answer.json()) as { product: Product };
    const soldOut = product.sizes.some((size) => size.quantity === 0);
    const inStock = product.sizes.some((size) => size.quantity >= 2);
    if (soldOut && inStock) found.push(product);
  }
  expect(found).toHaveLength(count);
  return found;
}

const soldOutSize = (product: Product) => product.sizes.find((size) => size.quantity === 0)!;
const sizeRadio = (page: Page, size: Size) =>
  page.getByRole('radio', { name: new RegExp(`^Taille ${size.size}( –|$)`) });

/** A new shopper signed in through the shared session cookies, as the checkout app leaves them. */
async function signIn(context: BrowserContext, request: APIRequestContext) {
  const { email, tokens } = await registerShopper(request, {
    firstName: 'Léa',
    lastName: 'Martin',
  });
  await storeSession(context, tokens);
  return email;
}

let products: Product[];

test.beforeAll(async ({ request }) => {
  products = await productsWithSoldOutSize(request, 3);
});

test('the product page is rendered on the server with its JSON-LD, canonical and hreflang', async ({
  request,
}) => {
  const product = products[0]!;
  const answer = await request.get(product.url);
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const title = /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1];
  expect(title?.replaceAll('&#x27;', "'").replaceAll('&amp;', '&')).toBe(product.names.fr);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  const productLd = jsonLd.find((data) => data['@type'] === 'Product')!;
  expect(productLd).toMatchObject({
    name: product.names.fr,
    offers: { '@type': 'Offer', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
  });
  const crumbs = jsonLd.find((data) => data['@type'] === 'BreadcrumbList')!;
  expect((crumbs.itemListElement as unknown[]).length).toBeGreaterThan(1);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/p\/[a-z0-9-]+"/);
  expect(html).toMatch(/<link rel="alternate" hrefLang="es-ES" href="http:\/\/es\.localhost:\d+\//);
  // Every size is on the page; the sold-out one is named so for screen readers.
  for (const size of product.sizes) expect(html).toContain(`Taille ${size.size}`);
  expect(html).toContain(`Taille ${soldOutSize(product).size} – Épuisé`);
});

test('every size is shown, a sold-out one marked; an in-stock one goes to the basket, then to the basket page', async ({
  page,
}) => {
  const product = products[0]!;
  await page.goto(product.url);
  await page.waitForLoadState('networkidle');
  const soldOut = soldOutSize(product);
  await expect(page.getByRole('radio', { name: /^Taille / })).toHaveCount(product.sizes.length);
  await expect(sizeRadio(page, soldOut)).toHaveAccessibleName(`Taille ${soldOut.size} – Épuisé`);

  // Nothing is added before a size is chosen.
  const add = page.getByRole('button', { name: 'Ajouter au panier', exact: true });
  await add.click();
  await expect(page.getByRole('alert').filter({ hasText: 'taille' })).toHaveText(
    'Veuillez choisir une taille.',
  );

  // A sold-out size offers the alert instead of the button.
  await sizeRadio(page, soldOut).check({ force: true });
  await expect(add).toHaveCount(0);
  await expect(page.getByRole('button', { name: "M'alerter" })).toBeVisible();

  const inStock = product.sizes.find((size) => size.quantity >= 2)!;
  await sizeRadio(page, inStock).check({ force: true });
  await add.click();
  await expect(page.getByRole('status').filter({ hasText: 'Ajouté au panier' })).toHaveText(
    `Ajouté au panier · Taille ${inStock.size}`,
  );

  const detail = nextBasketDetail(page);
  await page.goto('/checkout/basket');
  await expect(page.getByRole('main')).toContainText(product.names.fr!);
  await expect(page.getByRole('main')).toContainText(inStock.size);
  expect((await detail).status()).toBe(200);
  const total = page.getByTestId('basket-total');
  const before = await total.innerText();

  const again = nextBasketDetail(page);
  await page.getByRole('combobox', { name: 'Quantité' }).first().selectOption('2');
  const body = (await (await again).request().postDataJSON()) as {
    basketItems: { productId: number; productSizeId: number; quantity: number }[];
  };
  expect(body.basketItems).toEqual([
    expect.objectContaining({
      productId: product.productID,
      productSizeId: inStock.id,
      quantity: 2,
    }),
  ]);
  await expect(total).not.toHaveText(before);

  await page.getByRole('textbox', { name: 'Code promo' }).fill('BIENVENUE10');
  await page.getByRole('button', { name: 'Appliquer' }).click();
  await expect(page.getByTestId('basket-promotion')).toContainText('BIENVENUE10');
  await expect(page.getByTestId('basket-discount')).toBeVisible();
});

test('a sold-out size takes a stock alert once; the restock sends the alert e-mail', async ({
  page,
  request,
}) => {
  const product = products[1]!;
  const size = soldOutSize(product);
  const email = `alerte.${Date.now()}@example.com`;

  async function subscribe() {
    await page.goto(product.url);
    await page.waitForLoadState('networkidle');
    await sizeRadio(page, size).check({ force: true });
    await page.getByRole('textbox', { name: 'Adresse e-mail', exact: true }).fill(email);
    const sent = page.waitForRequest((call) => call.url().endsWith('/api/v5/product-alerts'));
    await page.getByRole('button', { name: "M'alerter" }).click();
    return (await sent).postDataJSON() as Record<string, unknown>;
  }

  // A guest's alert: the null fields (customer id, device token) are left out of the body.
  expect(await subscribe()).toEqual({
    productId: product.productID,
    productSizeId: size.id,
    email,
    alertType: 'email',
  });
  await expect(page.getByRole('status').filter({ hasText: email })).toHaveText(
    `C'est noté ! Nous vous écrirons à ${email} dès le retour de la taille ${size.size}.`,
  );

  await subscribe();
  await expect(page.getByRole('alert').filter({ hasText: 'inscrit' })).toHaveText(
    'Vous êtes déjà inscrit à cette alerte mail',
  );

  // The back office puts the size back in stock: the API writes the alert e-mail to its outbox.
  const restock = await request.patch(
    `/api/v5/admin/products/${product.productID}/sizes/${size.id}`,
    { headers: ADMIN, data: { stock: 3 } },
  );
  expect(restock.status()).toBe(200);
  // The alert worker runs every PRODUCT_ALERT_INTERVAL_MS (5 s): a restock just after a run is
  // sent a whole interval later, past expect.poll's own 5 s.
  await expect
    .poll(
      async () => {
        const outbox = await request.get(`/api/v5/dev/outbox?to=${encodeURIComponent(email)}`);
        const { emails } = (await outbox.json()) as {
          emails: { kind: string; subject: string; text: string }[];
        };
        return emails.filter((mail) => mail.kind === 'product_alert');
      },
      { timeout: 15_000 },
    )
    .toEqual([
      expect.objectContaining({
        subject: `De retour en stock : ${product.names.fr}`,
        text: expect.stringContaining(`en taille ${size.size}`),
      }),
    ]);
});

test('a guest asked to review gets the connect modal, coming back here after login', async ({
  page,
}) => {
  const product = products[2]!;
  await page.goto(product.url);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Donner mon avis' }).click();
  const modal = page.getByRole('dialog', { name: 'Connectez-vous' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('donner votre avis');
  const login = new URL(
    (await modal.getByRole('link', { name: 'Me connecter' }).getAttribute('href'))!,
    'http://localhost',
  );
  expect(login.pathname).toBe('/login');
  expect(login.searchParams.get('redirect')).toBe(new URL(page.url()).pathname);
  await expect(page.getByRole('group', { name: 'Votre note' })).toHaveCount(0);
});

test('a signed-in shopper rates and reviews, told it is moderated; once approved it is shown', async ({
  page,
  context,
  request,
}) => {
  const product = products[2]!;
  const email = await signIn(context, request);
  await page.goto(product.url);
  await page.waitForLoadState('networkidle');

  // The stock alert starts with the shopper's own e-mail.
  await sizeRadio(page, soldOutSize(product)).check({ force: true });
  await expect(page.getByRole('textbox', { name: 'Adresse e-mail', exact: true })).toHaveValue(
    email,
  );

  await page.getByRole('button', { name: 'Donner mon avis' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const rating = page.getByRole('group', { name: 'Votre note' });
  await expect(rating.getByRole('radio')).toHaveCount(5);
  // No rating, no call: the group says what is missing.
  await page.getByRole('button', { name: 'Envoyer mon avis' }).click();
  await expect(rating).toContainText('Veuillez choisir une note de 1 à 5 étoiles.');

  await rating.getByRole('radio', { name: '4 étoiles' }).check({ force: true });
  await page.getByLabel('Titre (facultatif)').fill('Coupe impeccable');
  await page.getByLabel('Votre avis (facultatif)').fill('Taille bien, tissu épais, je recommande.');
  const created = page.waitForResponse(
    (answer) =>
      answer.url().endsWith(`/api/v5/secure/products/${product.productID}/reviews`) &&
      answer.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Envoyer mon avis' }).click();
  const answer = await created;
  expect(answer.status()).toBe(201);
  const review = (await answer.json()) as { id: number; status: string };
  expect(review.status).toBe('pending');
  await expect(page.getByRole('status').filter({ hasText: 'modération' })).toHaveText(
    'Merci ! Votre avis sera publié après modération.',
  );

  // Not shown while pending.
  await page.reload();
  const reviews = page.getByRole('region', { name: 'Avis clients' });
  await expect(reviews).not.toContainText('Coupe impeccable');

  const approved = await request.patch(`/api/v5/admin/reviews/${review.id}`, {
    headers: ADMIN,
    data: { status: 'published' },
  });
  expect(approved.status()).toBe(200);
  await page.reload();
  const shown = reviews.getByRole('listitem').filter({ hasText: 'Coupe impeccable' });
  await expect(shown).toContainText('Taille bien, tissu épais, je recommande.');
  await expect(shown).toContainText('Léa M.');
  await expect(shown.getByRole('img', { name: 'Noté 4 sur 5' })).toBeVisible();
});

test('no serious accessibility violation on the product page, the alert form open', async ({
  page,
}) => {
  const product = products[0]!;
  await page.goto(product.url);
  await page.waitForLoadState('networkidle');
  await sizeRadio(page, soldOutSize(product)).check({ force: true });
  await expect(page.getByRole('button', { name: "M'alerter" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('on a phone the pictures swipe and the page never scrolls sideways, alert form open', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  await context.addCookies([
    { name: 'shop_consent', value: 'a0m0', domain: 'localhost', path: '/' },
  ]);
  const page = await context.newPage();
  const product = products[0]!;
  await page.goto(product.url);
  await page.waitForLoadState('networkidle');
  const gallery = page.getByRole('region', { name: 'Photos du produit' });
  const track = gallery.getByRole('list');
  expect(await track.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
  await sizeRadio(page, soldOutSize(product)).check({ force: true });
  await expect(page.getByRole('button', { name: "M'alerter" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await context.close();
});
