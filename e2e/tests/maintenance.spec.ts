import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

// The back office's switch (docs/decisions.md): the API's admin settings behind X-Admin-Token.
const ADMIN = { 'X-Admin-Token': 'local-admin-token' };

async function setMaintenance(request: APIRequestContext, maintenance: boolean) {
  const answer = await request.patch('/api/v5/admin/settings', {
    headers: ADMIN,
    data: { maintenance },
  });
  expect(answer.status()).toBe(200);
}

/** The storefront reads the flag every few seconds: wait until a path answers as expected. */
async function eventually(request: APIRequestContext, path: string, status: number) {
  await expect
    .poll(async () => (await request.get(path, { maxRedirects: 0 })).status(), {
      timeout: 15_000,
      intervals: [250, 500, 1000],
    })
    .toBe(status);
}

test.describe('maintenance', () => {
  test.afterEach(async ({ request }) => {
    await setMaintenance(request, false);
    await eventually(request, '/', 200);
    // The checkout app reads the flag on its own.
    await eventually(request, '/checkout/basket', 200);
  });

  test('the flag on sends every route to /maintenance (503); off sends /maintenance home', async ({
    page,
    request,
  }) => {
    await setMaintenance(request, true);
    await eventually(request, '/nouveautes', 302);
    const redirect = await request.get('/nouveautes', { maxRedirects: 0 });
    expect(redirect.headers().location).toMatch(/\/maintenance$/);

    const answer = await page.goto('/marques');
    expect(answer?.status()).toBe(503);
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boutique en maintenance');
    // The plain layout: nothing to wander off to.
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toHaveCount(0);

    await setMaintenance(request, false);
    await eventually(request, '/maintenance', 302);
    await page.goto('/maintenance');
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test("the checkout app's pages (login, account, checkout) follow the flag too", async ({
    page,
    request,
  }) => {
    await setMaintenance(request, true);
    await eventually(request, '/checkout/basket', 302);
    for (const [path, target] of [
      ['/login?mode=connection', '/maintenance'],
      ['/account', '/maintenance'],
      ['/checkout/basket', '/maintenance'],
      ['/es/checkout/shipping', '/es/maintenance'],
    ]) {
      const redirect = await request.get(path!, { maxRedirects: 0 });
      expect(redirect.status(), path).toBe(302);
      expect(redirect.headers().location, path).toBe(target);
    }

    // The storefront's maintenance page, with its status.
    const answer = await page.goto('/checkout/basket');
    expect(answer?.status()).toBe(503);
    await expect(page).toHaveURL(/\/maintenance$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Boutique en maintenance');
  });
});

test('the maintenance query flag fails with 503 whatever the back office says', async ({
  request,
}) => {
  const answer = await request.get('/?maintenance=1');
  expect(answer.status()).toBe(503);
  expect(await answer.text()).toContain('Boutique en maintenance');
});
