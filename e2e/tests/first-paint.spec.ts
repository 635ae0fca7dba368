import { devices, type Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 20 (Lighthouse): a kept page's scripts, and on a phone's first visit its font, are
// fetched after the largest contentful paint (apps/storefront/server/scripts-after-paint.ts),
// and carry V8's compile hint (apps/storefront/scripts/compile-hints.mjs).

/** When the page's largest paint happened and when each of its resources started, in ms. */
async function timings(page: Page) {
  return page.evaluate(async () => {
    const paint = await new Promise<number>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries()[0]!.startTime)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
    });
    const resources = performance
      .getEntriesByType('resource')
      .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime }));
    return { paint, resources };
  });
}

test('the scripts are fetched after the largest paint, and the page then hydrates', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
  const { paint, resources } = await timings(page);
  const scripts = resources.filter((entry) => /\/_next\/static\/.+\.js$/.test(entry.url));
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) expect(script.start, script.url).toBeGreaterThanOrEqual(paint);
  // Hydrated: the header's search answers.
  await page.getByTestId('header-search').getByRole('combobox').fill('sweat');
  await expect(page.getByTestId('search-panel')).toBeVisible();
});

test('every script the page loads asks the browser to compile it while it streams in', async ({
  page,
  request,
}) => {
  await page.goto('/nouveautes');
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
  const { resources } = await timings(page);
  const scripts = resources.filter((entry) => /\/_next\/static\/.+\.js$/.test(entry.url));
  expect(scripts.length).toBeGreaterThan(3);
  for (const script of scripts) {
    const source = await (await request.get(script.url)).text();
    expect(source.split('\n', 1)[0], script.url).toBe('//# allFunctionsCalledOnLoad');
  }
});

test.describe('on a phone', () => {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 5'];
  test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

  test('the first page is drawn in the fallback while the font comes; the next ones in the font', async ({
    page,
  }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-first-view', '');
    const family = () => page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(await family()).toMatch(/^"?Inter first view"?/);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('shop.font'))).toBe('1');
    const { paint, resources } = await timings(page);
    const fonts = resources.filter((entry) => entry.url.endsWith('.woff2'));
    expect(fonts.length, 'the font fetched').toBeGreaterThan(0);
    for (const font of fonts) expect(font.start, font.url).toBeGreaterThanOrEqual(paint);

    await page.goto('/nouveautes');
    await expect(html).not.toHaveAttribute('data-first-view');
    expect(await family()).toMatch(/^"?inter"?,/);
  });
});
