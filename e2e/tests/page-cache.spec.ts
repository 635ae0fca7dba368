import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';
import { addAProduct, registerShopper, storeSession, type Tokens } from './shopper';

// Issue 20: pages come from the storefront's full-page cache, the same HTML for every shopper
// of a store, language and device class; what is personal hydrates in the browser.
const LISTING = '/nouveautes';
const policyNonce = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

/** The answer's HTML with its nonce blanked: the only part that differs between two answers. */
async function withoutNonce(answer: APIResponse) {
  const nonce = policyNonce(answer.headers()['content-security-policy']);
  expect(nonce).toBeTruthy();
  return (await answer.text()).replaceAll(nonce!, '');
}

/** The first product page the novelties listing links to. */
async function firstProductPath(request: APIRequestContext) {
  const html = await (await request.get(LISTING)).text();
  const path = /href="(\/p\/[^"]+)"/.exec(html)?.[1];
  expect(path, 'a product card on the listing').toBeTruthy();
  return path!;
}

/** The cookie header of a signed-in shopper, as the browser sends it to pages. */
const sessionCookie = (tokens: Tokens) =>
  `auth.strategy=customLocal; auth._token.customLocal=${encodeURIComponent(tokens.token)}`;

test.describe('the full-page cache', () => {
  let tokens: Tokens;

  test.beforeEach(async ({ request }) => {
    ({ tokens } = await registerShopper(request, { firstName: 'Jeanne', lastName: 'Dupont' }));
  });

  test('serves two shoppers the same cached HTML; the signed-in one still sees what is theirs', async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    const visitor = await playwright.request.newContext({ baseURL });
    const path = await firstProductPath(visitor);
    await visitor.get(path);
    const [asVisitor, asCustomer] = [
      await visitor.get(path),
      await visitor.get(path, { headers: { cookie: sessionCookie(tokens) } }),
    ];
    expect(asVisitor.headers()['x-shop-cache']).toBe('hit');
    expect(asCustomer.headers()['x-shop-cache']).toBe('hit');
    const customerHtml = await withoutNonce(asCustomer);
    expect(customerHtml).toBe(await withoutNonce(asVisitor));
    expect(customerHtml).not.toContain('Jeanne');
    await visitor.dispose();

    // A cached listing in the signed-in shopper's browser: name, basket count and hearts.
    await storeSession(context, tokens);
    const productId = Number(
      /data-product-id="(\d+)"/.exec(await (await page.request.get(LISTING)).text())?.[1],
    );
    const wish = await page.request.post('/api/v5/secure/wishes', {
      headers: { Authorization: `Bearer ${tokens.token}`, 'X-Store': 'fr', 'X-Device': '0' },
      data: { product: productId },
    });
    expect(wish.status()).toBeLessThan(300);
    await addAProduct(page);
    const answer = await page.goto(LISTING);
    expect(answer?.headers()['x-shop-cache']).toBe('hit');
    await page.getByRole('link', { name: 'Mon compte' }).hover();
    await expect(page.getByText('Bonjour Jeanne Dupont')).toBeVisible();
    await expect(page.getByTestId('header-basket')).toHaveAccessibleName(/1 article/);
    await expect(page.getByTestId('header-favourites')).toHaveAccessibleName(/1 article/);
    await expect(page.locator(`main [data-product-id="${productId}"]`).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('answers 304 to the ETag of the page it holds', async ({ request }) => {
    const first = await request.get(LISTING);
    const etag = first.headers()['etag'];
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request.get(LISTING, { headers: { 'if-none-match': etag! } });
    expect(again.status()).toBe(304);
    expect(again.headers()['etag']).toBe(etag);
    // The browser keeps the policy of its copy, whose nonce that copy carries.
    expect(again.headers()['content-security-policy']).toBeUndefined();
  });

  test('a cached page is public for a CDN, varies by device and language, personal ones are not', async ({
    request,
  }) => {
    // The second answer: the first gives this client its tracking and language cookies.
    await request.get(LISTING);
    const cached = (await request.get(LISTING)).headers();
    expect(cached['cache-control']).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
    expect(cached['vary']).toContain('User-Agent');
    expect((await request.get('/')).headers()['vary']).toContain('Accept-Language');
    const contact = (await request.get('/contact')).headers();
    expect(contact['cache-control']).toMatch(/no-store/);
    expect(contact['x-shop-cache']).toBeUndefined();
  });

  test('keeps the policy strict: a fresh nonce per answer, on every script', async ({
    page,
    request,
  }) => {
    const answers = [await request.get(LISTING), await request.get(LISTING)];
    const nonces = answers.map((answer) =>
      policyNonce(answer.headers()['content-security-policy']),
    );
    expect(nonces[0]).toBeTruthy();
    expect(nonces[1]).not.toBe(nonces[0]);
    for (const [index, answer] of answers.entries()) {
      expect(answer.headers()['content-security-policy']).toContain("'strict-dynamic'");
      // Every script but data (structured data is never run) carries this answer's nonce.
      const scripts = ((await answer.text()).match(/<script\b[^>]*>/g) ?? []).filter(
        (script) => !script.includes('application/ld+json'),
      );
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script).toContain(`nonce="${nonces[index]}"`);
    }
    // In the browser nothing is refused: the page's scripts run under the cached HTML's nonce.
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(LISTING);
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
  });
});
