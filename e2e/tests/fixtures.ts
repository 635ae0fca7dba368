import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

const STORE_HOSTS = [
  'localhost',
  'es.localhost',
  'de.localhost',
  'it.localhost',
  'be.localhost',
  'int.localhost',
];

/**
 * Tests about something else than consent start as a shopper who already answered the banner,
 * so it does not cover what they click.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addCookies(
      STORE_HOSTS.map((domain) => ({ name: 'shop_consent', value: 'a0m0', domain, path: '/' })),
    );
    await use(context);
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => untilInteractive(page, await goto(...args));
    page.reload = async (...args) => untilInteractive(page, await reload(...args));
    await use(page);
  },
});

/**
 * A kept page loads its scripts after its first paint
 * (apps/storefront/server/scripts-after-paint.ts), which can be after the load event `goto`
 * waits for: a test goes on once the page is hydrated, as a shopper's click is only heard from
 * then on. A page whose scripts never come (blocked on purpose) is left as it is after a few
 * seconds, for the test to say what it expects of it.
 */
async function untilInteractive<T>(page: Page, answer: T): Promise<T> {
  await page
    .waitForFunction(
      () =>
        !document.querySelector('script[data-after-paint]') ||
        document.documentElement.hasAttribute('data-interactive'),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  return answer;
}

/** The e2e gateway's port (playwright.config.ts): 4000 unless E2E_PORT_BASE moves it. */
export const GATEWAY_PORT = Number(process.env.E2E_PORT_BASE ?? 4000);
export const SEARCH_PORT = GATEWAY_PORT + 4;

/** An absolute URL on one store's host, e.g. `storeUrl('es', '/marcas')`. */
export const storeUrl = (store: 'fr' | 'es' | 'it' | 'be' | 'de' | 'int', path = '/') =>
  `http://${store === 'fr' ? 'localhost' : `${store}.localhost`}:${GATEWAY_PORT}${path}`;
