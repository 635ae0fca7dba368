import type { Page } from '@playwright/test';
import { expect, GATEWAY_PORT, test } from './fixtures';
import { registerShopper, SHOP_HEADERS } from './shopper';

const ORIGIN = `http://localhost:${GATEWAY_PORT}`;
/** The API itself: it believes X-Forwarded-For from loopback, the gateway replaces it. */
const API_ORIGIN = `http://localhost:${GATEWAY_PORT + 3}`;
const email = `e2e.${Date.now()}@example.fr`;
const first = { password: 'secret123', next: 'brandnew42' };

/** The latest e-mail of the local outbox to an address (GET /api/v5/dev/outbox). */
async function lastEmail(page: Page, to: string) {
  const answer = await page.request.get(`${ORIGIN}/api/v5/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(answer.ok()).toBe(true);
  const { emails } = (await answer.json()) as { emails: { kind: string; text: string }[] };
  return emails[0]!;
}

async function logIn(page: Page, password: string, query = '') {
  await page.goto(`/login?mode=connection${query}`);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

const sessionCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'auth._token.customLocal');

test.describe.configure({ mode: 'serial' });

test('sign up, see the session in the checkout app, log out', async ({ page }) => {
  await page.goto('/login?mode=subscription');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Veuillez compléter tous les champs obligatoires',
  );
  await expect(page.getByLabel('Prénom')).toBeFocused();

  await page.getByLabel('Mme').check();
  await page.getByLabel('Prénom').fill('Jeanne');
  await page.getByLabel('Nom', { exact: true }).fill('Dupont');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(first.password);
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  // Signed up with no redirect target: the home page of the storefront.
  await expect(page).toHaveURL(`${ORIGIN}/`);
  expect(await sessionCookie(page)).toBeTruthy();
  // The refresh token is the API's cookie: HttpOnly, SameSite=Strict, sent to the refresh call
  // alone, out of reach of the page's scripts (issue 19, finding 7).
  const refresh = (await page.context().cookies()).find(
    (cookie) => cookie.name === 'auth._refresh_token.customLocal',
  );
  expect(refresh).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
    path: '/api/v5/security/refresh',
  });
  expect(await page.evaluate(() => document.cookie)).not.toContain('_refresh_token');

  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Jeanne');
  await expect(page.getByText(email)).toBeVisible();
  // A signed-in visitor on the login page goes home.
  await page.goto('/login');
  await expect(page).toHaveURL(`${ORIGIN}/`);

  await page.goto('/account');
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/`);
  expect(await sessionCookie(page)).toBeUndefined();
  // A guest on an account page is sent to log in, and comes back after.
  await page.goto('/account');
  await expect(page).toHaveURL(`${ORIGIN}/login?mode=connection&redirect=%2Faccount`);
});

test('wrong then right credentials, back to the account page', async ({ page }) => {
  await logIn(page, 'wrong-password1', '&redirect=%2Faccount');
  await expect(page.getByRole('alert')).toHaveText(
    'Votre identifiant ou votre mot de passe est incorrect.',
  );
  await page.getByLabel('Mot de passe', { exact: true }).fill(first.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/account`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Jeanne');
});

test('a forgotten password is reset through the local outbox', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('status')).toContainText(`Si un compte existe pour ${email}`);

  const message = await lastEmail(page, email);
  expect(message.kind).toBe('password_reset');
  const link = /http:\/\/\S+\/login\/reset-password\?token=\S+/.exec(message.text)![0];
  await page.goto(link);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill(first.next);
  await page.getByLabel('Confirmez le nouveau mot de passe').fill(first.next);
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.',
  );
  // The link is spent, and the old password is gone.
  await page.goto(link);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('another42');
  await page.getByLabel('Confirmez le nouveau mot de passe').fill('another42');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('alert')).toContainText("Ce lien n'est plus valable");
  await logIn(page, first.password);
  await expect(page.getByRole('alert')).toHaveText(
    'Votre identifiant ou votre mot de passe est incorrect.',
  );
  await page.getByLabel('Mot de passe', { exact: true }).fill(first.next);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/`);
});

for (const target of ['https://evil.example/', '//evil.example/', '/\\evil.example/']) {
  test(`the redirect target ${target} lands on the home page`, async ({ page }) => {
    await logIn(page, first.next, `&redirect=${encodeURIComponent(target)}`);
    await expect(page).toHaveURL(`${ORIGIN}/`);
  });
}

test('the welcome e-mail signs in once with its automatic-login link', async ({ page }) => {
  const welcome = (
    (await (
      await page.request.get(`${ORIGIN}/api/v5/dev/outbox?to=${encodeURIComponent(email)}&limit=10`)
    ).json()) as { emails: { kind: string; text: string }[] }
  ).emails.find((e) => e.kind === 'welcome')!;
  const link = /http:\/\/\S+\/autoconnect\/\S+/.exec(welcome.text)![0];
  await page.goto(link);
  await expect(page).toHaveURL(`${ORIGIN}/`);
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Jeanne');
  await page.context().clearCookies({ name: 'auth._token.customLocal' });
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText("Ce lien de connexion n'est plus valable");
});

test('the login page offers only the social sign-ins the shop configured', async ({ page }) => {
  const answer = page.waitForResponse((response) =>
    response.url().endsWith('/api/v5/security/social-config'),
  );
  await page.goto('/login');
  const config = (await (await answer).json()) as Record<string, unknown>;
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  const names = { apple: 'Apple', facebook: 'Facebook' } as const;
  for (const [provider, name] of Object.entries(names))
    await expect(page.getByRole('button', { name: `Continuer avec ${name}` })).toHaveCount(
      config[provider] ? 1 : 0,
    );
  // No provider at all: no social block, not even its title; and never a disabled button.
  const any = Object.values(config).some(Boolean);
  await expect(page.getByRole('heading', { name: 'Ou continuer avec' })).toHaveCount(any ? 1 : 0);
  await expect(page.getByText(/n'est pas disponible sur ce site/)).toHaveCount(0);
});

test('past ten failed logins, the owner gets in with the right password and the bot check', async ({
  page,
  request,
}) => {
  const { email: owner } = await registerShopper(request, { firstName: 'Lina', lastName: 'Roy' });
  // Someone else spends the account's ten failures, each from an address of its own.
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    const failed = await request.post(`${API_ORIGIN}/api/v5/security/login`, {
      headers: { ...SHOP_HEADERS, 'X-Forwarded-For': `192.0.2.${attempt}` },
      data: { _username: owner, _password: `not-hers-${attempt}x` },
    });
    expect(failed.status()).toBe(401);
  }
  await page.goto('/login?mode=connection&redirect=%2Faccount');
  await page.getByLabel('Adresse e-mail').fill(owner);
  await page.getByLabel('Mot de passe', { exact: true }).fill('paves2024');
  const refused = page.waitForResponse(
    (answer) => answer.url().endsWith('/api/v5/security/login') && answer.status() === 429,
  );
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await refused;
  await expect(page.getByRole('status')).toContainText("vous n'êtes pas un robot");
  await expect(page).toHaveURL(`${ORIGIN}/account`, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Lina');
});
