import type { BrowserContext, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, GATEWAY_PORT, test } from './fixtures';
import { addAProduct, registerShopper, SHOP_HEADERS, storeSession } from './shopper';

const ORIGIN = `http://localhost:${GATEWAY_PORT}`;

/** A card expiry two years from today, as MM/YY. */
function futureExpiry(): string {
  const date = new Date();
  return `${String(date.getMonth() + 1).padStart(2, '0')}/${String((date.getFullYear() + 2) % 100).padStart(2, '0')}`;
}

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
}

/** A signed-in shopper with an address and a line in the basket, on the payment step. */
async function readyToPay(page: Page, context: BrowserContext) {
  const { tokens } = await registerShopper(page.request, { firstName: 'Léa', lastName: 'Moreau' });
  const created = await page.request.post('/api/v5/secure/account/addresses', {
    headers: { ...SHOP_HEADERS, Authorization: `Bearer ${tokens.token}` },
    data: {
      civility: 2,
      lastName: 'Moreau',
      firstName: 'Léa',
      street: '9 quai de la Fosse',
      zipCode: '44000',
      city: 'Nantes',
      countryIsoCode2: 'FR',
      phoneNumber: '06 11 22 33 44',
    },
  });
  expect(created.status()).toBe(201);
  await storeSession(context, tokens);
  await addAProduct(page);
  await page.goto('/checkout/shipping');
  await page.getByRole('radio', { name: /Colissimo Domicile/ }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/checkout/payment`);
  return tokens;
}

async function acceptTermsAndContinue(page: Page) {
  await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/checkout/summary`);
}

async function fillCard(page: Page, number: string) {
  await expect(page.getByRole('heading', { name: 'Payer par carte' })).toBeVisible();
  await page.getByLabel('Titulaire de la carte').fill('Léa Moreau');
  await page.getByLabel('Numéro de carte').fill(number);
  await page
    .getByLabel('Date d’expiration (MM/AA)')
    .or(page.getByLabel("Date d'expiration (MM/AA)"))
    .fill(futureExpiry());
  await page.getByLabel('Cryptogramme (CVC)').fill('123');
  await page.getByRole('button', { name: /^Payer / }).click();
}

const basketLines = (page: Page) =>
  page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('shop.basket') ?? '{"state":{"lines":[]}}') as {
          state: { lines: unknown[] };
        }
      ).state.lines.length,
  );

test('home → product → basket → sign up → address → shipping → card with 3-D Secure → confirmation', async ({
  page,
}) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // A product of the home page, then a size in stock on its page.
  await page.getByTestId('top-sales-carousel').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/p\//);
  await page.waitForLoadState('networkidle');
  const size = page.getByRole('radio', { name: /^Taille (?!.*Épuisé)/ }).first();
  await size.check({ force: true });
  await page.getByRole('button', { name: 'Ajouter au panier', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ajouté au panier' })).toBeVisible();

  await page.goto('/checkout/basket');
  await page.getByRole('link', { name: 'Valider mon panier' }).click();
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await page.getByLabel('M.', { exact: true }).check();
  await page.getByLabel('Prénom').fill('Hugo');
  await page.getByLabel('Nom', { exact: true }).fill('Lambert');
  await page.getByLabel('Adresse e-mail').fill(`hugo.${Date.now()}@example.fr`);
  await page.getByLabel('Mot de passe', { exact: true }).fill('canal2024');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  await expect(page).toHaveURL(`${ORIGIN}/checkout/add_address`);
  const form = page.getByRole('main');
  await form.getByLabel('M.', { exact: true }).check();
  await form.getByLabel('Adresse', { exact: true }).fill('4 place Bellecour');
  await form.getByLabel('Code postal').fill('69002');
  await form.getByLabel('Ville').fill('Lyon');
  await form.getByLabel('Téléphone').fill('04 72 00 00 00');
  await page.getByRole('button', { name: "Enregistrer l'adresse" }).click();

  await expect(page).toHaveURL(`${ORIGIN}/checkout/shipping`);
  await page.getByRole('radio', { name: /Colissimo Domicile/ }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expect(page).toHaveURL(`${ORIGIN}/checkout/payment`);
  await page.getByRole('radio', { name: /Nouvelle carte bancaire/ }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await acceptTermsAndContinue(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /^Payer / }).click();

  // The provider's pages: the card form, then the bank's 3-D Secure challenge.
  await fillCard(page, '4000 0027 6000 3184');
  await expect(page.getByRole('heading', { name: 'Vérification 3-D Secure' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmer le paiement' }).click();

  await expect(page).toHaveURL(/\/checkout\/confirm\?order=\d+/);
  await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(/Commande n° [A-Z]+-\d{4}-[0-9A-Z]{6}/)).toBeVisible();
  await expect(
    page.getByText("Votre commande peut mettre jusqu'à 48 h à apparaître dans votre compte."),
  ).toBeVisible();
  expect(await basketLines(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a refused card shows why, charges nothing and keeps the basket', async ({
  page,
  context,
}) => {
  const tokens = await readyToPay(page, context);
  await page.getByRole('radio', { name: /Nouvelle carte bancaire/ }).check();
  await acceptTermsAndContinue(page);
  await page.getByRole('button', { name: /^Payer / }).click();
  await fillCard(page, '4000 0000 0000 0002');

  await expect(page).toHaveURL(/\/checkout\/payment\?/);
  const alert = page.getByRole('alert').filter({ hasText: 'Votre paiement a échoué' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Aucun montant n');
  expect(await basketLines(page)).toBeGreaterThan(0);
  const orderId = new URL(page.url()).searchParams.get('order');
  // The provider's failure event arrives by webhook: the order is then cancelled, its stock back.
  const readOrder = async () => {
    const answer = await page.request.get(`/api/v5/secure/orders/${orderId}`, {
      headers: { ...SHOP_HEADERS, Authorization: `Bearer ${tokens.token}` },
    });
    return (await answer.json()) as { status: string; payments: { status: string }[] };
  };
  await expect.poll(async () => (await readOrder()).status, { timeout: 20_000 }).toBe('cancelled');
  const body = await readOrder();
  expect(body.payments.every((payment) => payment.status !== 'succeeded')).toBe(true);
});

test('PayPal in four instalments, at 390 px', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await readyToPay(page, context);
  await expectNoSidewaysScroll(page);
  await page.getByRole('radio', { name: /PayPal en 4 fois/ }).check();
  await acceptTermsAndContinue(page);
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: /^Payer / }).click();
  await expect(page.getByRole('heading', { name: 'Payer avec PayPal' })).toBeVisible();
  await expect(page.getByText(/Échéance 4/)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Approuver le paiement' }).click();
  await expect(page.getByRole('heading', { name: 'Merci pour votre commande !' })).toBeVisible({
    timeout: 20_000,
  });
  await expectNoSidewaysScroll(page);
});

test('bank transfer, with the keyboard alone: the IBAN and the reference to give', async ({
  page,
  context,
}) => {
  await readyToPay(page, context);
  const isFocused = (locator: ReturnType<Page['getByRole']>) =>
    locator.evaluate((element) => element === document.activeElement);
  async function tabTo(locator: ReturnType<Page['getByRole']>, most = 60) {
    for (let press = 0; press < most; press += 1) {
      await page.keyboard.press('Tab');
      if (await isFocused(locator)) return;
    }
    throw new Error('never reached with Tab');
  }
  const methods = page.getByRole('radio');
  await tabTo(methods.first());
  const transfer = page.getByRole('radio', { name: /Virement bancaire/ });
  for (let press = 0; press < 8 && !(await isFocused(transfer)); press += 1)
    await page.keyboard.press('ArrowDown');
  await expect(transfer).toBeChecked();
  await tabTo(page.getByRole('checkbox', { name: /conditions générales de vente/ }));
  await page.keyboard.press('Space');
  await tabTo(page.getByRole('button', { name: 'Continuer' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${ORIGIN}/checkout/summary`);
  await tabTo(page.getByRole('button', { name: 'Commander' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/checkout\/confirm\?order=\d+/);
  await expect(page.getByText('Votre commande est enregistrée')).toBeVisible();
  await expect(page.getByText(/FR\d{2}[\d ]+/).first()).toBeVisible();
  await expect(page.getByText(/[A-Z]+-\d{4}-[0-9A-Z]{6}/).first()).toBeVisible();
});
