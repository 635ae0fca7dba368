import { expect, test } from './fixtures';

test('the outlet opens to a known e-mail through its popin, then by its cookie', async ({
  page,
  context,
  request,
}) => {
  const email = `outlet.${Date.now()}@example.com`;
  const signUp = await request.post('/api/v5/security/register', {
    headers: { 'X-Store': 'fr', 'X-Device': '0', 'Accept-Language': 'fr' },
    data: { firstName: 'Ada', lastName: 'Lovelace', email, password: 'outlet2024' },
  });
  expect(signUp.status()).toBeLessThan(300);

  // No e-mail yet: the guard sends the shopper home with the popin open (302, outlet=true).
  const refused = await request.get('/outlet', { maxRedirects: 0 });
  expect(refused.status()).toBe(302);
  expect(refused.headers().location).toMatch(/\/\?outlet=true$/);
  await page.goto('/outlet');
  await expect(page).toHaveURL(/\?outlet=true$/);
  const popin = page.getByRole('dialog', { name: "Accès à l'outlet" });
  await expect(popin).toBeVisible();

  const field = popin.getByRole('textbox', { name: 'Votre adresse e-mail' });
  await field.fill('inconnu@example.com');
  await popin.getByRole('button', { name: "Accéder à l'outlet" }).click();
  await expect(popin.getByRole('alert')).toHaveText(
    'E-mail incorrect, veuillez saisir un e-mail valide',
  );
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill(email);
  await expect(popin.getByRole('alert')).toHaveCount(0);
  await popin.getByRole('button', { name: "Accéder à l'outlet" }).click();

  await expect(page).toHaveURL(/\/outlet$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cookie = (await context.cookies()).find((one) => one.name === 'outletEmail');
  expect(decodeURIComponent(cookie!.value)).toBe(email);
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(29 * 86_400);

  // With the cookie the outlet opens straight away.
  const again = await page.goto('/outlet');
  expect(again?.status()).toBe(200);
});
