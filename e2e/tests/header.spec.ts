import { devices } from '@playwright/test';
import { expect, storeUrl, test } from './fixtures';

test.describe('header on desktop', () => {
  test('the mega menu opens on hover and closes after leaving', async ({ page }) => {
    await page.goto('/');
    const entry = page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', {
        name: 'Vêtements',
      });
    const disclosure = page.getByRole('button', { name: 'Afficher le menu Vêtements' });
    await entry.hover();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`#${await disclosure.getAttribute('aria-controls')}`);
    await expect(panel.getByRole('link', { name: 'T-shirts' })).toBeVisible();
    await page.mouse.move(10, 700);
    await expect(panel).toBeHidden();
  });

  test('the search field is in the header from the desktop breakpoint, the menu beside it', async ({
    page,
  }) => {
    // Storefront section 9: mobile up to 1024 px; the full-screen search is for phones only.
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/nouveautes');
      const search = page.getByTestId('header-search');
      await expect(search.getByRole('combobox')).toBeVisible();
      await expect(search.getByRole('button', { name: 'Ouvrir la recherche' })).toBeHidden();
      const last = page
        .getByRole('navigation', { name: 'Navigation principale' })
        .getByRole('link')
        .last();
      // Every menu entry has its place: none runs under the field or the icons.
      const [entry, field] = await Promise.all([
        last.boundingBox(),
        search.getByRole('combobox').boundingBox(),
      ]);
      expect(entry!.x + entry!.width <= field!.x || entry!.y >= field!.y + field!.height).toBe(
        true,
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    }
  });

  test('a dropdown the pointer opened stays open under its click; the next click closes it', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const button = page.getByRole('button', { name: /Pays et langue/ });
    const english = page.getByRole('link', { name: 'English' });
    await button.hover();
    await expect(english).toBeVisible();
    await button.click();
    await expect(english).toBeVisible();
    await button.click();
    await expect(english).toBeHidden();
    await button.click();
    await expect(english).toBeVisible();
  });

  test('an add to basket shows the header and opens the basket dropdown for 3 seconds', async ({
    page,
  }) => {
    await page.goto('/');
    // The add-to-basket buttons listen once the page is hydrated (its scripts have all arrived).
    await page.waitForLoadState('networkidle');
    const header = page.locator('header').first();
    // A size button (the cards' first button is the wishlist heart).
    await page
      .getByTestId('top-sales-carousel')
      .getByRole('button', { name: /au panier – Taille/ })
      .first()
      .click();
    await expect(header).toHaveAttribute('data-hidden', 'false');
    const dropdown = page.getByTestId('basket-dropdown');
    await expect(dropdown).toBeVisible();
    await expect(dropdown.getByRole('link', { name: 'Voir mon panier' })).toBeVisible();
    await expect(dropdown).toBeHidden({ timeout: 5_000 });
  });

  test('scrolling down hides the fixed header, a slow scroll up keeps it hidden, a fast one shows it', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-fixed', 'false');
    const scrollTo = (y: number) => page.evaluate((top) => window.scrollTo({ top }), y);
    await scrollTo(300);
    await scrollTo(900);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await expect(header).toHaveAttribute('data-fixed', 'true');
    await scrollTo(880);
    await expect(header).toHaveAttribute('data-hidden', 'true');
    await scrollTo(500);
    await expect(header).toHaveAttribute('data-hidden', 'false');
  });
});

test.describe('header on a phone', () => {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['iPhone 13'];
  test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });

  test('the mobile menu opens a submenu per entry and the country list', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Vêtements' }).click();
    await expect(menu.getByRole('link', { name: 'T-shirts' })).toBeVisible();
    await menu.getByRole('button', { name: 'Retour' }).click();
    await menu.getByRole('button', { name: 'Pays et langue' }).click();
    await expect(menu.getByRole('link', { name: 'Deutschland' })).toHaveAttribute(
      'href',
      storeUrl('de'),
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });
});
