import { expect, test } from './fixtures';

const API_HEADERS = { 'X-Store': 'fr', 'X-Device': '0', 'Accept-Language': 'fr' };

test('the footer newsletter form confirms, then shows the first message of a 422', async ({
  page,
}) => {
  const email = `crew.${Date.now()}@example.com`;
  await page.goto('/nouveautes');
  const field = page.getByRole('textbox', { name: 'Votre adresse e-mail' });
  const submit = page.getByRole('button', { name: "Je m'inscris" });

  await field.fill(`  ${email}  `);
  await submit.click();
  const dialog = page.locator('dialog[data-modal="subscribe"]');
  await expect(dialog.getByRole('heading')).toHaveText('Bienvenue !');
  await dialog.getByRole('button', { name: 'Fermer' }).click();
  await expect(dialog).toHaveCount(0);

  // The same e-mail again: the API refuses with 422 and the modal shows its first message.
  const refusal = await page.request.post('/api/v5/newsletters/subscribe', {
    headers: API_HEADERS,
    data: { email },
  });
  expect(refusal.status()).toBe(422);
  const { messages } = (await refusal.json()) as { messages: string[] };
  await field.fill(email);
  await submit.click();
  await expect(dialog.getByRole('heading')).toHaveText('Inscription impossible');
  await expect(dialog.getByRole('alert')).toHaveText(messages[0]!);
});

test('the newsletter preferences page unsubscribes the e-mail of its link', async ({ page }) => {
  const email = `leaving.${Date.now()}@example.com`;
  const subscribed = await page.request.post('/api/v5/newsletters/subscribe', {
    headers: API_HEADERS,
    data: { email },
  });
  expect(subscribed.status()).toBe(201);
  await page.goto(`/unsubscribe.html?email=${encodeURIComponent(email)}`);
  await expect(page).toHaveURL(/\/unsubscribe\?email=/);
  await expect(
    page.getByRole('main').getByRole('textbox', { name: 'Adresse e-mail', exact: true }),
  ).toHaveValue(email);
  // The page asks GET /newsletters/is-subscribed and says where the address stands.
  const subscription = page.getByTestId('newsletter-subscription');
  await expect(subscription).toHaveText('Cette adresse est inscrite à la newsletter.');
  await page.getByRole('main').getByRole('button', { name: 'Me désinscrire' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'vous ne recevrez plus la newsletter',
  );
  const status = await page.request.get(
    `/api/v5/newsletters/is-subscribed?email=${encodeURIComponent(email)}`,
    { headers: API_HEADERS },
  );
  expect(await status.json()).toMatchObject({ subscribed: false });
  await page.reload();
  await expect(subscription).toHaveText("Cette adresse n'est pas inscrite à la newsletter.");
});
