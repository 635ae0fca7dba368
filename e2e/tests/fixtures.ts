import { test as base } from '@playwright/test';

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
});

/** The e2e gateway's port (playwright.config.ts): 4000 unless E2E_PORT_BASE moves it. */
export const GATEWAY_PORT = Number(process.env.E2E_PORT_BASE ?? 4000);
export const SEARCH_PORT = GATEWAY_PORT + 4;

/** An absolute URL on one store's host, e.g. `storeUrl('es', '/marcas')`. */
export const storeUrl = (store: 'fr' | 'es' | 'it' | 'be' | 'de' | 'int', path = '/') =>
  `http://${store === 'fr' ? 'localhost' : `${store}.localhost`}:${GATEWAY_PORT}${path}`;
