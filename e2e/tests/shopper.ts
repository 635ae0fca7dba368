import type {
  APIRequestContext,
  APIResponse,
  BrowserContext,
  Page,
  Response,
} from '@playwright/test';
import { expect } from './fixtures';

/** The checkout app's next `POST /basket/detail`: listen before what sends it. */
export const nextBasketDetail = (page: Page): Promise<Response> =>
  page.waitForResponse((answer) => answer.url().endsWith('/api/v5/basket/detail'));

/** The headers of a French desktop shopper on the main store, for direct API calls. */
export const SHOP_HEADERS = { 'X-Store': 'fr', 'X-Device': '0', 'Accept-Language': 'fr' };

export interface Tokens {
  token: string;
  /** From the answer's HttpOnly cookie: the body has the access token alone. */
  refresh_token: string;
}

/** The refresh cookie's own path: the browser sends it to the refresh call alone. */
const REFRESH_PATH = '/api/v5/security/refresh';

/** A sign-in answer's access token, and the refresh token of its HttpOnly cookie. */
export async function tokensOf(answer: APIResponse): Promise<Tokens> {
  const { token } = (await answer.json()) as { token: string };
  const cookie = answer
    .headersArray()
    .filter(({ name }) => name.toLowerCase() === 'set-cookie')
    .map(({ value }) => /^auth\._refresh_token\.customLocal=([^;]+)/.exec(value)?.[1])
    .find(Boolean);
  expect(cookie, 'the refresh-token cookie of the sign-in answer').toBeTruthy();
  return { token, refresh_token: decodeURIComponent(cookie!) };
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
  return { email, tokens: await tokensOf(answer) };
}

/**
 * The cookies of a sign-in: the shared session cookies the checkout app writes, and the API's
 * HttpOnly, SameSite=Strict refresh cookie of the refresh call's path.
 */
export async function storeSession(
  context: BrowserContext,
  tokens: Tokens,
  accessToken = tokens.token,
) {
  const cookie = (name: string, value: string) => ({
    name,
    value: encodeURIComponent(value),
    domain: 'localhost',
    path: '/',
  });
  await context.addCookies([
    cookie('auth.strategy', 'customLocal'),
    cookie('auth._token.customLocal', accessToken),
    {
      ...cookie('auth._refresh_token.customLocal', tokens.refresh_token),
      path: REFRESH_PATH,
      httpOnly: true,
      sameSite: 'Strict',
    },
  ]);
}

/** Adds the first in-stock size of the first listed product with one from the storefront. */
export async function addAProduct(page: Page) {
  return (await addFromListing(page, '/nouveautes')).name;
}

/**
 * Adds the first in-stock size of the first product of a French listing (any store's French
 * pages: `/nouveautes`, `be.localhost/fr/nouveautes`); its name and card.
 */
export async function addFromListing(page: Page, listing: string) {
  await page.goto(listing);
  // A size another test sold out is a disabled button: the first card with one still for sale.
  const sizeButton = page.getByRole('button', { name: /au panier – Taille/, disabled: false });
  const card = page
    .getByTestId('listing-grid')
    .locator(':scope > li')
    .filter({ has: sizeButton.locator('visible=true') })
    .first();
  const name = (await card.getByRole('heading').first().innerText()).trim();
  await card
    .getByRole('button', { name: /au panier – Taille/, disabled: false })
    .first()
    .click();
  await expect(card.getByRole('status')).toContainText('Ajouté au panier');
  return { name, card };
}
