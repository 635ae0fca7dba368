import { devices } from '@playwright/test';
import { expect, test } from './fixtures';

test.describe('banners and footer', () => {
  test('the seasonal banner shows the current campaign text; the sale banner links to the sales', async ({
    page,
  }) => {
    await page.goto('/nouveautes');
    // Seeded campaign: content1 from 20 November, content2 from 27 November...
    await expect(page.getByTestId('seasonal-banner')).toHaveAttribute(
      'data-content',
      /^content[1-4]$/,
    );
    const sale = page.getByTestId('sale-banner');
    await expect(sale.getByRole('link').first()).toHaveAttribute('href', '/soldes');
  });

  test('the home puts a transparent header over its hero', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('body')).toHaveAttribute('data-header', 'transparent');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('app-store links show their QR code on hover', async ({ page }) => {
    await page.goto('/nouveautes');
    const link = page.getByRole('link', { name: 'App Store' });
    const qr = page.getByRole('img', {
      name: /QR code pour télécharger l'application sur App Store/,
    });
    await expect(qr).toBeHidden();
    await link.hover();
    await expect(qr).toBeVisible();
    const svg = await page.request.get((await qr.getAttribute('src'))!);
    expect(svg.headers()['content-type']).toContain('image/svg+xml');
  });

  test('the newsletter button stays disabled while the e-mail is empty', async ({ page }) => {
    await page.goto('/nouveautes');
    const field = page.getByRole('textbox', { name: 'Votre adresse e-mail' });
    const button = page.getByRole('button', { name: "Je m'inscris" });
    await expect(button).toBeDisabled();
    await field.fill('   ');
    await expect(button).toBeDisabled();
    await field.fill('ada@example.com');
    await expect(button).toBeEnabled();
  });
});

test.describe('on a phone', () => {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['iPhone 13'];
  test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

  test('the app banner offers the app and stays closed for 7 days', async ({ page, context }) => {
    await page.goto('/nouveautes');
    const banner = page.getByTestId('app-banner');
    await expect(banner.getByRole('link', { name: 'Ouvrir' })).toHaveAttribute('href', /apple/);
    await banner.getByRole('button', { name: "Fermer le bandeau de l'application" }).click();
    await expect(banner).toBeHidden();
    const cookie = (await context.cookies()).find((one) => one.name === 'app_banner_closed');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 86_400);
    await page.reload();
    await expect(page.getByTestId('app-banner')).toHaveCount(0);
  });
});

test.describe('resilience', () => {
  test('a chunk that fails to load reloads the page, at most once a minute', async ({ page }) => {
    await page.goto('/nouveautes');
    const failChunk = () =>
      page.evaluate(() => {
        const error = Object.assign(new Error('Loading chunk 42 failed.'), {
          name: 'ChunkLoadError',
        });
        window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
      });
    // Hydrated (its listeners are on) once the page's scripts have all arrived.
    await page.waitForLoadState('networkidle');
    await Promise.all([page.waitForEvent('load'), failChunk()]);
    await page.waitForLoadState('networkidle');
    let reloaded = false;
    page.on('load', () => (reloaded = true));
    await failChunk();
    await page.waitForTimeout(1000);
    expect(reloaded).toBe(false);
  });

  test('following a link shows the progress bar while the next page is on its way', async ({
    page,
  }) => {
    await page.goto('/nouveautes');
    // The next page never comes: the shop's click listener has run, then the navigation is
    // cancelled, so the bar stays up for the test to see.
    await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault()));
    await page.getByRole('banner').getByRole('link', { name: 'Aide' }).click();
    await expect(page.locator('.bprogress .bar')).toBeVisible();
  });
});
