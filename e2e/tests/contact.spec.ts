import type { Page } from '@playwright/test';
import { expect, GATEWAY_PORT, test } from './fixtures';
import { seriousViolations } from './axe';
import { recordPolicyIssues } from './policy-issues';

// The contact call is limited to 5 per 5 minutes per client: this file sends 2.
const ORIGIN = `http://localhost:${GATEWAY_PORT}`;
const SERVICE = 'service@maisonrue.fr';

interface OutboxEmail {
  to: string;
  kind: string;
  subject: string;
  text: string;
}

async function outbox(page: Page, to: string): Promise<OutboxEmail[]> {
  const answer = await page.request.get(
    `${ORIGIN}/api/v5/dev/outbox?to=${encodeURIComponent(to)}&limit=50`,
  );
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { emails: OutboxEmail[] }).emails;
}

async function openContact(page: Page) {
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
}

test('a shopper sends the contact form, the proof of work solved by the browser, and the customer service gets it', async ({
  page,
}) => {
  const email = `contact.${Date.now()}@example.com`;
  const message = `Bonjour, ma commande n'est pas arrivée (${Date.now()}).`;
  await openContact(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nous contacter');

  // The proof of work starts when the shopper enters the form: the challenge comes from the
  // API and is solved in the page while they write.
  const challenge = page.waitForResponse((response) =>
    response.url().includes('/api/v5/bot-check/challenge'),
  );
  await page.getByLabel('Prénom', { exact: true }).fill('Jeanne');
  await page.getByLabel('Nom', { exact: true }).fill('Dupont');
  await page.getByLabel('Adresse e-mail', { exact: true }).fill(email);
  await page.getByLabel('Sujet').selectOption({ label: 'Livraison' });
  await page.getByLabel('Numéro de commande (facultatif)').fill('1234567');
  await page.getByLabel('Votre message').fill(message);

  const sent = page.waitForResponse((response) =>
    response.url().endsWith('/api/v5/contact/messages'),
  );
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  expect((await challenge).status()).toBe(200);
  expect((await sent).status()).toBe(201);

  const success = page.getByRole('status');
  await expect(success.getByRole('heading', { name: 'Message envoyé' })).toBeFocused();
  await expect(success).toContainText(`Merci Jeanne, nous avons bien reçu votre message.`);
  await expect(success).toContainText(email);

  const toService = (await outbox(page, SERVICE)).find((mail) => mail.text.includes(email));
  expect(toService?.kind).toBe('contact');
  expect(toService?.subject).toBe('[Contact] Livraison – Jeanne Dupont');
  expect(toService?.text).toContain('Commande : 1234567');
  expect(toService?.text).toContain(message);
  // A shopper who is not signed in gets the receipt without their text: the address is not
  // verified, and a receipt must not carry anyone's words to any inbox.
  const [receipt] = await outbox(page, email);
  expect(receipt?.kind).toBe('contact_receipt');
  expect(receipt?.text).toContain('Commande : 1234567');
  expect(receipt?.text).not.toContain(message);
});

test('an order reference that is neither 1 to 8 digits nor an order number is refused in the browser, and by the API', async ({
  page,
}) => {
  const refused = await recordPolicyIssues(page);
  await openContact(page);
  const orderId = page.getByLabel('Numéro de commande (facultatif)');
  await orderId.fill('123456789');
  await page.keyboard.press('Tab');
  await expect(orderId).toHaveAttribute('aria-invalid', 'true');
  await expect(orderId).toHaveAccessibleDescription(
    /Saisissez le numéro de commande tel qu'il figure dans l'e-mail de confirmation \(par exemple FR-\d{4}-00001B\)\./,
  );
  await orderId.fill('12345678');
  await expect(orderId).not.toHaveAttribute('aria-invalid');
  // The number the confirmation e-mail gives, as a shopper types it (issue 30, item 14).
  await orderId.fill('fr-2612-00001b');
  await page.keyboard.press('Tab');
  await expect(orderId).not.toHaveAttribute('aria-invalid');

  // Sending with an empty form names every missing field and sends nothing.
  let posted = false;
  page.on('request', (request) => {
    if (request.url().endsWith('/contact/messages')) posted = true;
  });
  await orderId.fill('12a');
  await page.getByRole('button', { name: 'Envoyer le message' }).click();
  const form = page.getByRole('form', { name: 'Écrivez-nous' });
  await expect(form.getByRole('alert')).toHaveText('Vérifiez les champs signalés.');
  await expect(page.getByLabel('Prénom', { exact: true })).toBeFocused();
  await expect(form.getByText('Ce champ est obligatoire.')).toHaveCount(5);
  await expect(
    form.getByText(/^Saisissez le numéro de commande tel qu'il figure dans l'e-mail/),
  ).toBeVisible();
  expect(posted).toBe(false);
  // The form's checks (zod) ran without the eval the page's policy refuses.
  expect(refused).toEqual([]);

  // The same rule on the server: the field is named in the 400.
  const answer = await page.request.post(`${ORIGIN}/api/v5/contact/messages`, {
    headers: { 'X-Store': 'fr', 'Accept-Language': 'fr' },
    data: {
      firstName: 'Jeanne',
      lastName: 'Dupont',
      email: 'jeanne@example.com',
      subject: 'order',
      orderId: '123456789',
      message: 'Où en est ma commande ?',
      botToken: 'unused',
    },
  });
  expect(answer.status()).toBe(400);
  expect(((await answer.json()) as { field: string }).field).toBe('orderId');
});

test('the FAQ opens from the keyboard and /contact has no serious accessibility violation', async ({
  page,
}) => {
  await openContact(page);
  const question = page.getByText('Comment retourner un article ?');
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Vous avez 14 jours après réception')).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Voir toutes les questions fréquentes' }),
  ).toHaveAttribute('href', '/t/faq');

  expect(await seriousViolations(page)).toEqual([]);
});
