import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { recordPolicyIssues } from './policy-issues';
import { addAProduct, registerShopper, SHOP_HEADERS, storeSession } from './shopper';

// The back office's switch (docs/decisions.md): the API's admin settings behind X-Admin-Token.
const ADMIN = { 'X-Admin-Token': 'local-admin-token' };

test.describe('checkout app routing', () => {
  test('a path without a page answers 404 with the not-found page, pages answer 200', async ({
    page,
    request,
  }) => {
    for (const path of ['/checkout/nope', '/account/nope', '/es/checkout/nope', '/login/nope'])
      expect((await request.get(path)).status(), path).toBe(404);
    for (const path of ['/checkout/basket', '/login', '/es/checkout/basket', '/account'])
      expect((await request.get(path)).status(), path).toBe(200);

    const answer = await page.goto('/checkout/nope');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
  });
});

test.describe('login layout (journey section 2)', () => {
  test('the checkout header only for a shopper sent from the basket; the storefront ends that', async ({
    page,
  }) => {
    const secure = page.getByText('Paiement sécurisé');
    const timeline = page.getByRole('navigation', { name: 'Étapes de la commande' });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(secure).toHaveCount(0);
    await expect(timeline).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Mon compte' })).toBeVisible();

    // Sent from step one of the basket (as 'Valider mon panier' marks it for a guest).
    await page.evaluate(() => sessionStorage.setItem('shop.comeFromStepOneOfBasket', '1'));
    await page.reload();
    await expect(secure).toBeVisible();
    await expect(timeline).toBeVisible();

    // Off to the storefront (another app: a full page load), then back to the login page.
    await page.goto('/');
    await expect(page.getByRole('banner').first()).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('shop.comeFromStepOneOfBasket')))
      .toBeNull();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(secure).toHaveCount(0);
  });
});

test.describe('checkout in the page language', () => {
  test('a Spanish page is Spanish before it runs and downloads only Spanish and French texts', async ({
    page,
    request,
  }) => {
    // As the server answers: for a browser without JavaScript, or before the app runs.
    const html = await (await request.get('/es/checkout/basket')).text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain(
      '<noscript>Activa JavaScript para ver tu cesta y hacer tu pedido.</noscript>',
    );
    expect(html).toMatch(/<link rel="modulepreload"[^>]*\/assets\/es-/);

    const scripts: string[] = [];
    page.on('response', (answer) => {
      if (answer.url().includes('/checkout/assets/') && answer.url().endsWith('.js'))
        scripts.push(new URL(answer.url()).pathname);
    });
    const refused = await recordPolicyIssues(page);
    await page.goto('/es/checkout/basket');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mi cesta');
    const languages = scripts
      .map((path) => /\/assets\/(fr|es|it|nl|de|en)-[^/]*\.js$/.exec(path)?.[1])
      .filter(Boolean);
    expect(languages.sort()).toEqual(['es', 'fr']);
    // The preloads carry the answer's nonce, and zod parses without its eval probe: the
    // policy refuses nothing.
    expect(refused).toEqual([]);
  });
});

test.describe('checkout layout', () => {
  test('both apps draw one wordmark in their header', async ({ page }) => {
    const wordmark = () =>
      page.getByRole('banner').getByRole('img', { name: 'Maison Rue', exact: true });
    await page.goto('/marques');
    const storefront = await wordmark().evaluate((logo) => ({
      text: logo.textContent,
      weight: getComputedStyle(logo).fontWeight,
      tracking: getComputedStyle(logo).letterSpacing,
    }));
    await page.goto('/checkout/basket');
    await expect(wordmark()).toBeVisible();
    const checkout = await wordmark().evaluate((logo) => ({
      text: logo.textContent,
      weight: getComputedStyle(logo).fontWeight,
      tracking: getComputedStyle(logo).letterSpacing,
    }));
    expect(storefront.text).toBe('MAISON RUE');
    expect(checkout).toEqual(storefront);
  });

  test("the promises show the back office's free-delivery amount", async ({ page, request }) => {
    const setAmount = async (freeShippingAmount: number) =>
      expect(
        (
          await request.patch('/api/v5/admin/settings', {
            headers: ADMIN,
            data: { freeShippingAmount },
          })
        ).status(),
      ).toBe(200);
    await setAmount(120);
    try {
      await page.goto('/checkout/basket');
      await expect(page.getByRole('contentinfo')).toContainText('Livraison offerte dès 120,00 €');
    } finally {
      await setAmount(99);
    }
  });

  for (const width of [1440, 390])
    test(`the promotion code button stays inside the summary at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await addAProduct(page);
      await page.goto('/checkout/basket');
      const summary = page.getByRole('complementary', { name: 'Récapitulatif' });
      const apply = summary.getByRole('button', { name: 'Appliquer' });
      await expect(apply).toBeVisible();
      const box = (await summary.boundingBox())!;
      const button = (await apply.boundingBox())!;
      expect(button.x).toBeGreaterThanOrEqual(box.x);
      expect(button.x + button.width).toBeLessThanOrEqual(box.x + box.width);
    });

  test("the storefront's not-found page offers a real button home", async ({ page }) => {
    const answer = await page.goto('/une-page-qui-nexiste-pas');
    expect(answer?.status()).toBe(404);
    const home = page.getByRole('link', { name: "Retour à l'accueil" });
    const look = await home.evaluate((link) => ({
      height: link.getBoundingClientRect().height,
      underline: getComputedStyle(link).textDecorationLine,
    }));
    // A button of a full touch target, not a bare underlined line of text.
    expect(look.height).toBeGreaterThanOrEqual(44);
    expect(look.underline).toBe('none');
  });
});

/** A signed-in customer with an address in Paris and a product in the basket. */
async function customerAtShipping(page: Page, context: BrowserContext, request: APIRequestContext) {
  const { tokens } = await registerShopper(request, { firstName: 'Zoé', lastName: 'Garnier' });
  const created = await request.post('/api/v5/secure/account/addresses', {
    headers: { ...SHOP_HEADERS, Authorization: `Bearer ${tokens.token}` },
    data: {
      civility: 2,
      lastName: 'Garnier',
      firstName: 'Zoé',
      street: '12 rue de la Roquette',
      zipCode: '75011',
      city: 'Paris',
      countryIsoCode2: 'FR',
      phoneNumber: '+33 6 12 34 56 78',
    },
  });
  expect(created.status()).toBe(201);
  await storeSession(context, tokens);
  await addAProduct(page);
  await page.goto('/checkout/shipping');
  await page
    .getByRole('radio', { name: /point relais/i })
    .first()
    .check();
  await page.getByRole('button', { name: 'Choisir un point relais' }).click();
  return page.getByRole('dialog', { name: 'Points relais' });
}

test.describe('relay points around the shopper', () => {
  test('the browser position finds the nearest points', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 48.8566, longitude: 2.3522 });
    const dialog = await customerAtShipping(page, context, page.request);
    const asked = page.waitForRequest(
      (call) => call.url().includes('/checkout/relay-points?') && call.url().includes('latitude'),
    );
    await dialog.getByRole('button', { name: 'Autour de moi' }).click();
    expect(new URL((await asked).url()).searchParams.get('latitude')).toBe('48.857');
    await expect(
      dialog.getByRole('status').filter({ hasText: /points relais près de/ }),
    ).toBeVisible();
    await expect(
      dialog.getByRole('group', { name: 'Points relais' }).getByRole('radio').first(),
    ).toBeVisible();
  });

  test('a refused permission says so', async ({ page, context }) => {
    // No permission granted: the browser refuses the position (PERMISSION_DENIED, code 1).
    const dialog = await customerAtShipping(page, context, page.request);
    await dialog.getByRole('button', { name: 'Autour de moi' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      "Vous n'avez pas autorisé l'accès à votre position. Autorisez-le dans votre navigateur ou saisissez un code postal ou une ville.",
    );
  });

  test('an unknown position says so', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    const dialog = await customerAtShipping(page, context, page.request);
    // No position to give (POSITION_UNAVAILABLE, code 2).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setGeolocationOverride', {});
    await dialog.getByRole('button', { name: 'Autour de moi' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      "Votre position n'a pas pu être déterminée. Saisissez un code postal ou une ville.",
    );
  });
});
