import { expect, storeUrl, test } from './fixtures';
import { addFromListing } from './shopper';

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

test.describe('a French-speaking Belgian browser (issue 30 item 12)', () => {
  test.use({ locale: 'fr-BE' });

  test('gets the Belgian store in French, to a product and the basket', async ({ page }) => {
    const answer = await page.goto(storeUrl('be'));
    const redirect = await answer!.request().redirectedFrom()!.response();
    expect(redirect!.status()).toBe(302);
    expect(page.url()).toBe(storeUrl('be', '/fr'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('La rue comme terrain de jeu');
    const alternate = (hreflang: string) =>
      page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`);
    await expect(alternate('fr-BE')).toHaveAttribute('href', storeUrl('be', '/fr'));
    await expect(alternate('nl-BE')).toHaveAttribute('href', storeUrl('be', '/'));
    const cookies = await page.context().cookies(storeUrl('be'));
    expect(cookies.find((cookie) => cookie.name === 'i18n_locale')?.value).toBe('fr');

    // A French listing: French words, French product names and slugs under /fr.
    const { name, card } = await addFromListing(page, storeUrl('be', '/fr/nouveautes'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    await card.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/fr\/p\/[a-z0-9-]+-\d+$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await expect(alternate('fr-BE')).toHaveAttribute('href', page.url());
    const dutch = await alternate('nl-BE').getAttribute('href');
    expect(dutch).toMatch(new RegExp(`^${storeUrl('be', '/p/')}`));
    expect(dutch).not.toBe(page.url().replace('/fr/p/', '/p/'));

    await page.getByTestId('header-basket').click();
    await expect(page).toHaveURL(storeUrl('be', '/fr/checkout/basket'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon panier');
    await expect(page.getByRole('main')).toContainText(name);
  });
});

test.describe('a Dutch-speaking Belgian browser', () => {
  test.use({ locale: 'nl-BE' });

  test('reads Dutch at the root, and French once it chose French', async ({ page }) => {
    await page.goto(storeUrl('be'), { waitUntil: 'networkidle' });
    expect(page.url()).toBe(storeUrl('be', '/'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('De straat als speelveld');
    await page.getByRole('button', { name: /Land en taal/ }).click();
    await page.getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(storeUrl('be', '/fr'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // The cookie keeps the choice: the root brings the shopper back to French.
    await page.goto(storeUrl('be'));
    expect(page.url()).toBe(storeUrl('be', '/fr'));
    // And back to Dutch through the switcher.
    await page.getByRole('button', { name: /Pays et langue/ }).click();
    await page.getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(storeUrl('be', '/'));
    await page.goto(storeUrl('be'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });
});
