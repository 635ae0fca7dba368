import { devices, type Page } from '@playwright/test';
import { seasonalContent, type SeasonalBanner } from '@shop/domain/seasonal-banner';
import { expect, test } from './fixtures';

test.describe('banners and footer', () => {
  test('the seasonal banner shows the current campaign text; the sale banner links to the sales', async ({
    page,
  }) => {
    // The seed writes the campaign around the day it runs: read its dates back from the API.
    const answer = await page.request.get('/api/v5/templates?templateSlugs[]=seasonal_banner');
    const { seasonalBanner } = (await answer.json()).templates[0];
    const dates = Object.fromEntries(
      Object.entries(seasonalBanner as Record<string, string>).map(([key, value]) => [
        key,
        new Date(value),
      ]),
    ) as unknown as SeasonalBanner;
    const expected = seasonalContent(dates, new Date());
    expect(expected).not.toBeNull();
    await page.goto('/nouveautes');
    await expect(page.getByTestId('seasonal-banner')).toHaveAttribute('data-content', expected!);
    const sale = page.getByTestId('sale-banner');
    await expect(sale.getByRole('link').first()).toHaveAttribute('href', '/soldes');
  });

  test('the home puts a transparent header over its hero', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('body')).toHaveAttribute('data-header', 'transparent');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the largest picture of the home, a listing and a product page comes as WebP, the others may not', async ({
    page,
  }) => {
    // Chromium takes AVIF, which the API answers to a `.webp` URL unless `format=webp` pins it.
    const contentType = async (img: ReturnType<Page['locator']>) => {
      const src = await img.evaluate((element: HTMLImageElement) => element.currentSrc);
      return (
        await page.request.get(src, { headers: { Accept: 'image/avif,image/webp,*/*' } })
      ).headers()['content-type'];
    };
    await page.goto('/');
    const hero = page.locator('section[aria-labelledby="template-title"] img').first();
    await expect(hero).toHaveJSProperty('complete', true);
    expect(await contentType(hero)).toBe('image/webp');
    await page.goto('/nouveautes');
    const thumbnails = page.getByTestId('listing-grid').locator('img');
    await expect(thumbnails.first()).toHaveJSProperty('complete', true);
    expect(await contentType(thumbnails.first())).toBe('image/webp');
    expect(await thumbnails.last().getAttribute('src')).not.toContain('format=webp');
    const listing = await (await page.request.get('/nouveautes')).text();
    await page.goto(/href="(\/p\/[^"]+)"/.exec(listing)![1]!);
    const pictures = page.getByRole('button', { name: /photo \d+ sur/ }).locator('img');
    await expect(pictures.first()).toHaveJSProperty('complete', true);
    expect(await contentType(pictures.first())).toBe('image/webp');
    if ((await pictures.count()) > 1) {
      const second = await pictures.nth(1).getAttribute('src');
      expect(second).not.toContain('format=webp');
    }
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

  test('footer links stay in the page’s language', async ({ page }) => {
    await page.goto('/en/new');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/en/contact',
    );
    await expect(footer.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/en/t/faq');
    await page.goto('/nouveautes');
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Nous contacter' }),
    ).toHaveAttribute('href', '/contact');
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
    let loads = 0;
    page.on('load', () => (loads += 1));
    const failChunk = () =>
      page
        .evaluate(() => {
          const error = Object.assign(new Error('Loading chunk 42 failed.'), {
            name: 'ChunkLoadError',
          });
          window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
        })
        // Sent while the page reloads, it has no page to go to: nothing to report.
        .catch(() => {});
    // Hydration has no outward sign: the failure is sent until the page answers with a reload.
    await expect(async () => {
      await failChunk();
      expect(loads).toBe(1);
    }).toPass({ intervals: [250], timeout: 15_000 });
    await page.waitForLoadState('networkidle');

    // Within the minute, failures leave the page as it is.
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await failChunk();
      await page.waitForTimeout(250);
    }
    expect(loads).toBe(1);

    // Once the minute is over the next failure reloads again: the page was listening all along.
    await page.evaluate(() =>
      window.sessionStorage.setItem('shop.chunkReloadAt', String(Date.now() - 61_000)),
    );
    await expect(async () => {
      await failChunk();
      expect(loads).toBe(2);
    }).toPass({ intervals: [250], timeout: 15_000 });
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

test.describe('navigation skeletons', () => {
  const skeleton = (page: Page) => page.getByRole('region', { name: 'Chargement de la page' });

  test('a product page slow to come shows the product skeleton until it arrives', async ({
    page,
  }) => {
    // A product card is a plain link, so this is a document navigation, during which Playwright
    // holds every query until the new document commits: the page being left writes down what
    // it showed, and the product page reads it back from the tab's session storage.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const busy = document.querySelector('section[aria-busy="true"]');
        if (!busy || sessionStorage.getItem('seen-skeleton')) return;
        const grid = document.querySelector('[data-testid="listing-grid"]');
        sessionStorage.setItem(
          'seen-skeleton',
          JSON.stringify({
            on: location.pathname,
            label: busy.getAttribute('aria-label'),
            skeleton: busy.getAttribute('data-skeleton'),
            gridVisible: grid?.checkVisibility() ?? false,
          }),
        );
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto('/nouveautes');
    await page.waitForLoadState('networkidle');
    const link = page.getByTestId('listing-grid').locator('a[href^="/p/"]').first();
    const href = (await link.getAttribute('href'))!;
    await page.route(
      (url) => url.pathname === href,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      },
    );
    // Followed with the keyboard: a pointer over the link would let the browser prefetch the
    // page (speculation rules) and nothing would be slow to come.
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(skeleton(page)).toHaveCount(0);
    const seen = await page.evaluate(() => sessionStorage.getItem('seen-skeleton'));
    expect(JSON.parse(seen ?? 'null')).toEqual({
      on: '/nouveautes',
      label: 'Chargement de la page',
      skeleton: 'product',
      gridVisible: false,
    });
  });

  test('the next page of a listing shows the listing skeleton, then its products', async ({
    page,
  }) => {
    // A listing of several pages in the e2e seed (novelties fit on one).
    await page.goto('/vetements-c1');
    await page.waitForLoadState('networkidle');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/vetements-c1' && url.searchParams.get('page') === '2',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page
      .getByRole('navigation', { name: 'Pages de résultats' })
      .getByRole('link', { name: 'Page suivante' })
      .click();
    await expect(skeleton(page)).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/vetements-c1\?page=2$/);
    await expect(skeleton(page)).toHaveCount(0);
    await expect(page.getByTestId('listing-grid')).toBeVisible();
  });

  test('a page loaded whole carries its content, not a skeleton', async ({ request }) => {
    const html = await (await request.get('/nouveautes')).text();
    expect(html).not.toContain('aria-busy="true"');
    // The cards come in document order, before the footer, not streamed in after it.
    expect(html.indexOf('class="ui-thumb"')).toBeLessThan(html.indexOf('<footer'));
  });
});
