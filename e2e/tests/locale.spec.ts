import { expect, storeUrl, test } from './fixtures';

test.describe('a German browser on the main store', () => {
  test.use({ locale: 'de-DE' });

  test('is sent to the German pages with a 302 on its first visit to the root', async ({
    page,
  }) => {
    const answer = await page.goto('/');
    const redirect = await answer!.request().redirectedFrom()!.response();
    expect(redirect!.status()).toBe(302);
    expect(new URL(page.url()).pathname).toBe('/de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Die Straße als Spielfeld');
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'i18n_locale');
    expect(cookie?.value).toBe('de');
  });

  test('keeps the language it switched to', async ({ page }) => {
    // The country menu opens once the header is hydrated (its scripts have all arrived).
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: /Land und Sprache/ }).click();
    await page.getByRole('link', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

test('the German store is entirely in German', async ({ page }) => {
  await page.goto(storeUrl('de'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  for (const text of [
    'Die Straße als Spielfeld',
    'Unsere Top-Kategorien',
    'Bestseller',
    'Zufrieden oder Geld zurück innerhalb von 14 Tagen',
    'Cookie-Einstellungen',
  ]) {
    await expect(page.getByText(text).first()).toBeVisible();
  }
  const body = await page.locator('body').innerText();
  for (const foreign of [
    'La rue comme terrain de jeu',
    'Les plus vendus',
    'Ajouter au panier',
    'Picked for you',
    'Add to basket',
    'Satisfait ou remboursé',
  ]) {
    expect(body).not.toContain(foreign);
  }
});
