import { expect, test } from '@playwright/test';
import { storeUrl } from './fixtures';

test.describe('consent and tracking', () => {
  test('nothing reaches the data layer before the shopper answers the consent banner', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('dialog', { name: 'Vos cookies, votre choix' });
    await expect(banner).toBeVisible();
    expect(await page.evaluate(() => window.dataLayer ?? [])).toEqual([]);

    await banner.getByRole('button', { name: 'Tout accepter' }).click();
    await expect(banner).toBeHidden();
    const events = () => page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
    await expect
      .poll(events)
      .toEqual(['consent_update', 'iso_code', 'page_data_init', 'user_data']);
    const data = await page.evaluate(() => window.dataLayer ?? []);
    expect(data[2]).toMatchObject({ page: { type: 'index', language: 'fr', iso_code: 'fr-FR' } });
    // A visitor: only the tag manager session's id, no address.
    expect(data[3]).toEqual({
      event: 'user_data',
      customer: { logged: false, sessionID: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      address: null,
    });

    // The iso_code event is sent once per session; the page data on every page.
    await page.reload();
    await expect(banner).toBeHidden();
    await expect.poll(events).toEqual(['consent_update', 'page_data_init', 'user_data']);
  });

  test('a product page sends its product payload, lists joined with |', async ({ page }) => {
    await page.goto('/nouveautes');
    await page.getByRole('button', { name: 'Tout accepter' }).click();
    await page
      .getByTestId('listing-grid')
      .locator(':scope > li')
      .first()
      .getByRole('link')
      .first()
      .click();
    await expect(page).toHaveURL(/\/p\//);
    const viewItem = () =>
      page.evaluate(() => (window.dataLayer ?? []).find((entry) => entry.event === 'view_item'));
    await expect.poll(viewItem).toBeTruthy();
    const item = ((await viewItem()) as { ecommerce: { items: Record<string, unknown>[] } })
      .ecommerce.items[0]!;
    expect(item).toMatchObject({ currency: 'EUR', visible: true });
    expect(String(item.sizes)).toMatch(/^[^|]+(\|[^|]+)*$/);
    expect(String(item.sizes_ids).split('|').length).toBe(String(item.sizes).split('|').length);
    const events = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => entry.event));
    expect(events.indexOf('page_data_init')).toBeLessThan(events.indexOf('view_item'));
  });

  test('declining is remembered and the footer button reopens the settings', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Tout refuser' }).click();
    const consent = await page.evaluate(() =>
      (window.dataLayer ?? []).find((entry) => entry.event === 'consent_update'),
    );
    expect(consent).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied' });
    await page.getByRole('button', { name: 'Paramètres des cookies' }).click();
    const banner = page.getByRole('dialog', { name: 'Vos cookies, votre choix' });
    await banner.getByRole('checkbox', { name: /Mesure d'audience/ }).check();
    await banner.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'shop_consent')?.value).toBe('a1m0');
  });

  test('campaign parameters are kept in the sfmc_data cookie for an hour', async ({ page }) => {
    await page.goto('/?j=12&sfmc_sub=34&utm_source=news');
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'sfmc_data');
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({ j: '12', sfmc_sub: '34' });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(3500);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(3600);
  });
});

test.describe('routing rules', () => {
  test('page=1 is redirected permanently to the same path without it', async ({ request }) => {
    const answer = await request.get('/?page=1&sort=price', { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toMatch(/\/\?sort=price$/);
  });

  test('legacy pages redirect to their current paths', async ({ request }) => {
    const search = await request.get('/recherche.html?motclef=sweat noir', { maxRedirects: 0 });
    expect(search.status()).toBe(301);
    expect(search.headers().location).toMatch(/\/search\/sweat\+noir$/);
    const unsubscribe = await request.get('/unsubscribe.html?email=ada%40example.com', {
      maxRedirects: 0,
    });
    expect(unsubscribe.status()).toBe(301);
    expect(unsubscribe.headers().location).toMatch(/\/unsubscribe\?email=ada%40example\.com$/);
  });

  test("a store's own language prefix redirects to the unprefixed URL", async ({ page }) => {
    // Only the browser resolves *.localhost, so this one goes through a page.
    const answer = await page.goto(storeUrl('es', '/es'));
    const redirect = await answer!.request().redirectedFrom()!.response();
    expect(redirect!.status()).toBe(301);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});
