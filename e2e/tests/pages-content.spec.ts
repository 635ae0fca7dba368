import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, storeUrl, test } from './fixtures';
import { SHOP_HEADERS } from './shopper';

interface Product {
  productID: number;
  url: string;
  pictures: { picture: string }[];
}

/** A seeded product with at least three pictures, as the product page asks for it. */
async function productWithGallery(request: APIRequestContext) {
  for (let id = 1; id <= 60; id++) {
    const answer = await request.get(`/api/v5/products/${id}`, { headers: SHOP_HEADERS });
    if (!answer.ok()) continue;
    const { product } = (await answer.json()) as { product: Product };
    if (product.pictures.length >= 3) return product;
  }
  throw new Error('no seeded product has three pictures');
}

test.describe('product pictures', () => {
  test('the gallery shows different views, each opening a zoom the keyboard drives', async ({
    page,
    request,
  }) => {
    const product = await productWithGallery(request);
    await page.goto(product.url, { waitUntil: 'networkidle' });
    const gallery = page.getByRole('region', { name: 'Photos du produit' });
    const pictures = gallery.getByRole('img');
    // Front, back and a close-up: three drawings, not one drawing on three backgrounds.
    const bytes = await Promise.all(
      [0, 1, 2].map(async (index) => {
        const src = await pictures.nth(index).evaluate((img: HTMLImageElement) => img.currentSrc);
        return (await request.get(src)).body();
      }),
    );
    expect(new Set(bytes.map((body) => body.toString('base64'))).size).toBe(3);

    const first = gallery.getByRole('button', { name: /^Agrandir : .*photo 1 sur/ });
    await first.focus();
    await page.keyboard.press('Enter');
    const zoom = page.getByRole('dialog');
    await expect(zoom).toBeVisible();
    await expect(zoom.getByRole('img')).toHaveAttribute('alt', /photo 1 sur/);
    // The zoom asks a larger picture than the gallery's.
    await expect(zoom.getByRole('img')).toHaveAttribute('src', /w=900/);
    await page.keyboard.press('ArrowRight');
    await expect(zoom.getByRole('img')).toHaveAttribute('alt', /photo 2 sur/);
    await zoom.getByRole('button', { name: 'Photo suivante' }).click();
    await expect(zoom.getByRole('img')).toHaveAttribute('alt', /photo 3 sur/);
    await page.keyboard.press('Escape');
    await expect(zoom).toBeHidden();
    await expect(first).toBeFocused();

    await gallery.getByRole('button', { name: /photo 2 sur/ }).click();
    await expect(page.getByRole('dialog').getByRole('img')).toHaveAttribute('alt', /photo 2 sur/);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('home page', () => {
  test('one best-sellers row, no sold-out product in it, no heading said twice', async ({
    page,
  }) => {
    await page.goto('/');
    const headings = await page.getByRole('heading').allInnerTexts();
    const said = headings.map((text) => text.trim().toLowerCase());
    expect(said.filter((text, index) => said.indexOf(text) !== index)).toEqual([]);
    expect(said).not.toContain('les plus vendus');
    const topSales = page.getByTestId('top-sales-carousel');
    await expect(topSales.locator(':scope > li')).toHaveCount(6);
    await expect(topSales).not.toContainText('Épuisé');
  });

  test('promotion tiles are readable: their texts pass axe colour contrast', async ({ page }) => {
    await page.goto('/');
    const { violations, incomplete } = await new AxeBuilder({ page })
      .withRules(['color-contrast'])
      .include('[data-testid="promotion-tiles"]')
      .analyze();
    // Text over a picture is what axe cannot measure ("incomplete"): the captions need a plate.
    const unreadable = [...violations, ...incomplete].flatMap((result) =>
      result.nodes.map((node) => node.target.join(' ')),
    );
    expect(unreadable).toEqual([]);
    await expect(page.getByTestId('promotion-tiles').getByRole('link')).toHaveCount(2);
  });

  test.describe('on a phone', () => {
    test.use({
      viewport: { width: 390, height: 844 },
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      isMobile: true,
      hasTouch: true,
    });

    test('the first product shows on the first screen, under the banners', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('header-banner')).toBeVisible();
      const firstCard = page.getByTestId('top-sales-carousel').locator(':scope > li').first();
      await expect(firstCard.getByRole('img').first()).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
});

test.describe('header banner', () => {
  test('shows the first banner of /init above the header, its links in the shop language', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('complementary', { name: 'Nos services' });
    const free = banner.getByRole('link', { name: 'Livraison offerte dès 99 €' });
    await expect(free).toBeVisible();
    await free.click();
    await expect(page).toHaveURL(/\/t\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.goto(storeUrl('de'));
    await expect(page.getByRole('complementary', { name: 'Unser Service' })).toBeVisible();
  });
});

test.describe('country and language menu', () => {
  test('leads to this same page in the other store and language, home where it has none', async ({
    page,
    request,
  }) => {
    const product = await productWithGallery(request);
    await page.goto(product.url, { waitUntil: 'networkidle' });
    const german = (await page
      .locator('link[rel="alternate"][hreflang="de-DE"]')
      .getAttribute('href'))!;
    const menu = page.getByRole('button', { name: /Pays et langue/ });
    await menu.click();
    const store = page.getByRole('link', { name: /Deutschland/ });
    await expect(store).toHaveAttribute('href', german);
    const english = page.getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('href', /^\/en\/p\/.+-\d+$/);
    await english.click();
    await expect(page).toHaveURL(new RegExp(`/en/p/.+-${product.productID}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // The search page has no alternates: another store opens on its home.
    await page.goto('/search/sweat', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /Pays et langue/ }).click();
    await expect(page.getByRole('link', { name: /Deutschland/ })).toHaveAttribute(
      'href',
      `${storeUrl('de')}`,
    );
  });
});

test.describe('after signing up', () => {
  test('the home shows the success banner once', async ({ page }) => {
    await page.goto('/login?mode=subscription');
    await page.getByLabel('Mme').check();
    await page.getByLabel('Nom', { exact: true }).fill('Martin');
    await page.getByLabel('Prénom').fill('Léa');
    await page.getByLabel('Adresse e-mail').fill(`lea.${Date.now()}@example.com`);
    await page.getByLabel(/^Mot de passe/).fill('paves2024');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    const banner = page.getByTestId('account-created');
    await expect(banner).toContainText('Votre compte est créé');
    // The flag leaves the address bar: a reload does not say it again.
    await expect(page).toHaveURL(/\/$/);
    await banner.getByRole('button', { name: 'Fermer le message' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('account-created')).toBeHidden();
  });
});
