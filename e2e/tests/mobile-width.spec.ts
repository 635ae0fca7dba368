import { devices, test as plainTest, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { addAProduct, registerShopper, SHOP_HEADERS, storeSession } from './shopper';

/**
 * No page of the shop is wider than a 390 px phone (issue 15, item 1). A phone's user agent
 * gives the phone's layout (no desktop mega menu); `isMobile` stays off on purpose: with it,
 * Chromium widens the layout viewport to the content and the overflow no longer shows.
 */
const PHONE = {
  viewport: { width: 390, height: 844 },
  userAgent: devices['iPhone 13'].userAgent,
  hasTouch: true,
};

/** Each page's overflow is its own finding: one page must not hide the next one's. */
async function expectFits(page: Page, name: string) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect
    .soft(widths.page, `${name} (${page.url()}) scrolls sideways`)
    .toBeLessThanOrEqual(widths.window);
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expectFits(page, path);
}

/** A product and a brand page found through the shop's own links. */
async function firstLink(page: Page, from: string, selector: string): Promise<string> {
  await page.goto(from);
  const href = await page.locator(selector).first().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

test.describe('at 390 px', () => {
  test.use(PHONE);

  test('no storefront page is wider than the phone', async ({ page }) => {
    for (const path of [
      '/',
      '/nouveautes',
      '/pantalons-c8',
      '/search/sweat',
      '/search/zzzqqqxxx',
      '/marques',
      '/t/livraison-et-retours',
      '/tp/lookbook',
      '/contact',
      '/cette-page-n-existe-pas',
      '/checkout/basket',
      '/login',
      '/login?mode=subscription',
    ])
      await visit(page, path);
    await visit(page, await firstLink(page, '/nouveautes', '[data-testid=listing-grid] li a'));
    await visit(page, await firstLink(page, '/marques', 'main a[href*="-b"]'));
  });

  test('a signed-in shopper’s basket, checkout steps, wishlist and account fit the phone', async ({
    page,
    context,
  }) => {
    const { tokens } = await registerShopper(page.request, {
      firstName: 'Inès',
      lastName: 'Garnier',
    });
    await storeSession(context, tokens);
    await addAProduct(page);
    await visit(page, '/checkout/basket');
    await expect(page.getByRole('button', { name: /Supprimer/ }).first()).toBeInViewport({
      ratio: 1,
    });
    // Without an address yet: the address form.
    await visit(page, '/checkout/add_address');
    await expect(page.getByRole('button', { name: "Enregistrer l'adresse" })).toBeVisible();

    const created = await page.request.post('/api/v5/secure/account/addresses', {
      headers: { ...SHOP_HEADERS, Authorization: `Bearer ${tokens.token}` },
      data: {
        civility: 2,
        lastName: 'Garnier',
        firstName: 'Inès',
        street: '4 rue de la Barre',
        zipCode: '69002',
        city: 'Lyon',
        countryIsoCode2: 'FR',
        phoneNumber: '06 22 33 44 55',
      },
    });
    expect(created.status()).toBe(201);
    await visit(page, '/checkout/shipping');
    await page.getByRole('radio', { name: /Colissimo Domicile/ }).check();
    await page.getByRole('button', { name: 'Continuer' }).click();
    await expect(page).toHaveURL(/\/checkout\/payment/);
    await page.waitForLoadState('networkidle');
    await expectFits(page, 'payment');

    await visit(page, '/wishlist');
    await visit(page, '/account');
    await visit(page, '/account/history');
    await visit(page, '/account/address-book');
  });
});

plainTest.describe('the cookie banner at 390 px', () => {
  plainTest.use(PHONE);

  plainTest('lies inside the phone’s screen, every button within reach', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'Vos cookies, votre choix' });
    await expect(banner).toBeVisible();
    await expectFits(page, 'home with the cookie banner');
    for (const button of await banner.getByRole('button').all())
      await expect(button).toBeInViewport({ ratio: 1 });
  });
});
