import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 30, item 20: the storefront reads GET /translations as the checkout does, so a text
// the back office changes reaches its pages (the revalidation of the settings' scope).
// The back office's token of a local shop (apps/api/src/env.ts).
const ADMIN = { 'X-Admin-Token': 'local-admin-token' };
/** Issue 20: a back-office change shows on cached pages within this. */
const FRESH_WITHIN_MS = 5000;

const writeFooterText = (request: APIRequestContext, text: string | null) =>
  request.put('/api/v5/admin/translations', {
    headers: ADMIN,
    data: { locale: 'fr', texts: { 'footer.payment': text } },
  });

test('a footer text changed in the back office shows on the storefront within 5 s', async ({
  request,
  page,
}) => {
  // The home page is read once first, so what follows is read from the storefront's caches.
  expect((await request.get('/')).status()).toBe(200);
  // A text no bundle has: a number drawn from now, never a calendar date.
  const text = `Paiement protégé n° ${Date.now() % 9973}`;
  expect((await writeFooterText(request, text)).status()).toBe(200);
  try {
    await expect
      .poll(async () => (await (await request.get('/')).text()).includes(text), {
        timeout: FRESH_WITHIN_MS,
        intervals: [200],
      })
      .toBe(true);
    await page.goto('/');
    await expect(page.locator('footer').getByText(text)).toBeVisible();
  } finally {
    expect((await writeFooterText(request, null)).status()).toBe(200);
  }
  // Back to the shop's own text.
  await expect
    .poll(async () => (await (await request.get('/')).text()).includes(text), {
      timeout: FRESH_WITHIN_MS,
      intervals: [200],
    })
    .toBe(false);
});
