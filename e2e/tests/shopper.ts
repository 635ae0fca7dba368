import type { APIRequestContext, BrowserContext, Page, Response } from '@playwright/test';
import { expect } from './fixtures';

/** The checkout app's next `POST /basket/detail`: listen before what sends it. */
export const nextBasketDetail = (page: Page): Promise<Response> =>
  page.waitForResponse((answer) => answer.url().endsWith('/api/v5/basket/detail'));

/** The headers of a French desktop shopper on the main store, for direct API calls. */
export const SHOP_HEADERS = { 'X-Store': 'fr', 'X-Device': '0', 'Accept-Language': 'fr' };

export interface Tokens {
  token: string;
  refresh_token: string;
}

/** The API itself, behind the gateway the browser talks to (playwright.config.ts's ports). */
const API_ORIGIN = `http://localhost:${Number(process.env.E2E_PORT_BASE ?? 4000) + 3}`;

/** A new customer account with a unique e-mail, created through the API. */
export async function registerShopper(
  request: APIRequestContext,
  name: { firstName: string; lastName: string },
): Promise<{ email: string; tokens: Tokens }> {
  const local = name.firstName
    .normalize('NFD')
    .replace(/[^a-z]/gi, '')
    .toLowerCase();
  const email = `${local}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  // Straight to the API, which believes X-Forwarded-For from loopback: each test shopper signs
  // up from an address of its own, as real shoppers do, instead of all spending the sign-up
  // limit of 127.0.0.1 (20 an hour) that the suite's sign-ups through the pages need.
  const address = `198.51.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;
  const answer = await request.post(`${API_ORIGIN}/api/v5/security/register`, {
    headers: { ...SHOP_HEADERS, 'X-Forwarded-For': address },
    data: { ...name, email, password: 'paves2024' },
  });
  expect(answer.status()).toBeLessThan(300);
  return { email, tokens: (await answer.json()) as Tokens };
}

/** What the checkout app stores after a sign-in: the shared session cookies of the origin. */
export async function storeSession(
  context: BrowserContext,
  tokens: Tokens,
  accessToken = tokens.token,
) {
  await context.addCookies(
    [
      ['auth.strategy', 'customLocal'],
      ['auth._token.customLocal', accessToken],
      ['auth._refresh_token.customLocal', tokens.refresh_token],
    ].map(([name, value]) => ({
      name: name!,
      value: encodeURIComponent(value!),
      domain: 'localhost',
      path: '/',
    })),
  );
}

/** Adds the first in-stock size of the first listed product with one from the storefront. */
export async function addAProduct(page: Page) {
  await page.goto('/nouveautes');
  const sizeButton = page.getByRole('button', { name: /au panier – Taille/ });
  const card = page
    .getByTestId('listing-grid')
    .locator(':scope > li')
    .filter({ has: sizeButton.locator('visible=true') })
    .first();
  const name = (await card.getByRole('heading').first().innerText()).trim();
  await card
    .getByRole('button', { name: /au panier – Taille/ })
    .first()
    .click();
  await expect(card.getByRole('status')).toContainText('Ajouté au panier');
  return name;
}
