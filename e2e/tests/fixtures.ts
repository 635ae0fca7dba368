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
