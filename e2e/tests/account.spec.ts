import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, GATEWAY_PORT, test } from './fixtures';
import {
  addAProduct,
  registerShopper,
  SHOP_HEADERS,
  storeSession,
  tokensOf,
  type Tokens,
} from './shopper';

const ORIGIN = `http://localhost:${GATEWAY_PORT}`;
// The back office's token of a local shop (apps/api/src/env.ts).
const ADMIN = { 'X-Admin-Token': 'local-admin-token' };
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

const bearer = (tokens: Tokens) => ({ ...SHOP_HEADERS, Authorization: `Bearer ${tokens.token}` });

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
}

/** Right at 390 px and at 1440 px, without a serious axe violation. */
async function checkPage(page: Page) {
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize(DESKTOP);
}

/** Clicks what starts a download and waits for the file the browser saves. */
async function downloadOf(page: Page, click: () => Promise<void>): Promise<Download> {
  const download = page.waitForEvent('download');
  await click();
  return download;
}

async function fileText(download: Download): Promise<string> {
  return readFile((await download.path())!, 'latin1');
}

/** A card of the back office (POST /admin/gift-cards): its secret code. */
async function giftCard(request: APIRequestContext, amount: number): Promise<string> {
  const answer = await request.post('/api/v5/admin/gift-cards', {
    headers: ADMIN,
    data: { amount, count: 1 },
  });
  expect(answer.status()).toBe(201);
  const { giftCards } = (await answer.json()) as { giftCards: { code: string }[] };
  return giftCards[0]!.code;
}

/** A seeded product with a sold-out size, for a stock alert. */
async function soldOutSize(request: APIRequestContext) {
  for (let id = 1; id <= 200; id++) {
    const answer = await request.get(`/api/v5/products/${id}`, { headers: SHOP_HEADERS });
    if (!answer.ok()) continue;
    const { product } = (await answer.json()) as {
      product: {
        productID: number;
        names: Record<string, string>;
        sizes: { id: number; size: string; quantity: number }[];
      };
    };
    const size = product.sizes.find((candidate) => candidate.quantity === 0);
    if (size) return { product, size };
  }
  throw new Error('no sold-out size in the seed');
}

/** An order placed through the checkout, to pay by bank transfer: its id and number. */
async function placeOrder(page: Page): Promise<{ id: string; number: string }> {
  await addAProduct(page);
  await page.goto('/checkout/shipping');
  await page.getByRole('radio', { name: /Colissimo Domicile/ }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/checkout/payment`);
  await page.getByRole('radio', { name: /Virement bancaire/ }).check();
  await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();
  await page.getByRole('button', { name: 'Continuer' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/checkout/summary`);
  await page.getByRole('button', { name: 'Commander' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirm\?order=\d+/);
  const number = page.getByText(/[A-Z]+-\d{4}-[0-9A-Z]{6}/).first();
  await expect(number).toBeVisible();
  return {
    id: new URL(page.url()).searchParams.get('order')!,
    number: /[A-Z]+-\d{4}-[0-9A-Z]{6}/.exec(await number.innerText())![0],
  };
}

/** What the back office does with an order: `mark-paid`, `ship`... */
async function backOffice(request: APIRequestContext, orderId: string, action: string, data = {}) {
  const answer = await request.post(`/api/v5/admin/orders/${orderId}/${action}`, {
    headers: { ...ADMIN, ...SHOP_HEADERS },
    data,
  });
  expect(answer.status()).toBe(200);
}

test('a customer through every account page: profile, addresses, password, orders and bill, vouchers, gift card, alerts, data, closing', async ({
  page,
  request,
}) => {
  test.setTimeout(480_000);
  await page.setViewportSize(DESKTOP);
  const email = `ines.${Date.now()}@example.com`;

  // Sign up, sent back to the account.
  await page.goto('/login?mode=subscription&redirect=%2Faccount');
  await page.getByLabel('Mme').check();
  await page.getByLabel('Prénom').fill('Inès');
  await page.getByLabel('Nom', { exact: true }).fill('Garnier');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('pavés2024');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/account`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Inès');
  // The shop's header, not the checkout's secured-payment one.
  await expect(page.getByRole('banner').getByRole('link', { name: /^Panier/ })).toBeVisible();
  await expect(page.getByText('Paiement sécurisé')).toHaveCount(0);
  await checkPage(page);

  // Profile.
  await page
    .getByRole('main')
    .getByRole('link', { name: /Mes informations/ })
    .click();
  await expect(page).toHaveURL(`${ORIGIN}/account/modify`);
  const profile = page.getByRole('form', { name: 'Mes informations' });
  await profile.getByLabel(/^Date de naissance/).fill('1994-03-18');
  await profile.getByLabel(/^Téléphone/).fill('06 12 34 56 78');
  await profile.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(profile.getByRole('status')).toHaveText('Vos informations ont été enregistrées.');
  await page.reload();
  await expect(profile.getByLabel(/^Téléphone/)).not.toHaveValue('');
  await expect(profile.getByLabel(/^Date de naissance/)).toHaveValue('1994-03-18');
  await checkPage(page);

  // Address book: add two, edit one, make it the main one, delete the other.
  await page.goto('/account/address-book');
  await checkPage(page);
  for (const [street, zipCode, city] of [
    ['9 quai de la Fosse', '44000', 'Nantes'],
    ['4 place Bellecour', '69002', 'Lyon'],
  ] as const) {
    await page.getByRole('link', { name: 'Ajouter une adresse' }).click();
    const form = page.getByRole('form', { name: 'Nouvelle adresse' });
    await form.getByLabel('Mme', { exact: true }).check();
    await form.getByLabel('Adresse', { exact: true }).fill(street);
    await form.getByLabel('Code postal').fill(zipCode);
    await form.getByLabel('Ville').fill(city);
    await form.getByLabel('Téléphone').fill('06 11 22 33 44');
    await form.getByRole('button', { name: "Enregistrer l'adresse" }).click();
    await expect(page).toHaveURL(`${ORIGIN}/account/address-book`);
    await expect(page.getByRole('status')).toHaveText("L'adresse a été enregistrée.");
  }
  const book = page.getByRole('main').getByRole('article');
  await expect(book).toHaveCount(2);
  await page
    .getByRole('link', { name: /^Modifier l'adresse de Inès Garnier, 4 place Bellecour/ })
    .click();
  const edit = page.getByRole('form', { name: "Modifier l'adresse" });
  await edit.getByLabel('Adresse', { exact: true }).fill('6 place Bellecour');
  await edit.getByRole('button', { name: "Enregistrer l'adresse" }).click();
  await expect(page.getByText('6 place Bellecour')).toBeVisible();
  await page
    .getByRole('button', { name: /^Définir comme principale l'adresse de Inès Garnier, 6 place/ })
    .click();
  await expect(page.getByRole('status')).toHaveText('Votre adresse principale a été modifiée.');
  await expect(book.first()).toContainText('6 place Bellecour');
  await expect(book.first()).toContainText('Adresse principale');
  await page.getByRole('button', { name: /^Supprimer l'adresse de Inès Garnier, 9 quai/ }).click();
  await page
    .getByRole('dialog', { name: 'Supprimer cette adresse ?' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(page.getByRole('status')).toHaveText("L'adresse a été supprimée.");
  await expect(book).toHaveCount(1);
  // The last address stays: its deletion is off, and the page says why.
  await expect(page.getByRole('button', { name: /^Supprimer l'adresse/ })).toBeDisabled();
  await expect(page.getByText('Votre carnet garde toujours au moins une adresse')).toBeVisible();

  // Password: the wrong old one is refused; the change ends the other sessions.
  const login = await request.post('/api/v5/security/login', {
    headers: SHOP_HEADERS,
    data: { _username: email, _password: 'pavés2024' },
  });
  const otherSession = await tokensOf(login);
  await page.goto('/account/modify-id');
  await checkPage(page);
  const password = page.getByRole('form', { name: 'Mot de passe' });
  await password.getByLabel(/^Ancien mot de passe/).fill('pas-le-bon-1');
  await password.getByLabel(/^Nouveau mot de passe/).fill('quais2025');
  await password.getByLabel(/^Confirmez le nouveau mot de passe/).fill('quais2025');
  await password.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  await expect(password.getByText("L'ancien mot de passe n'est pas correct")).toBeVisible();
  await password.getByLabel(/^Ancien mot de passe/).fill('pavés2024');
  await password.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  await expect(password.getByRole('status')).toContainText('Votre mot de passe a été modifié.');
  const refreshed = await request.post('/api/v5/security/refresh', {
    headers: SHOP_HEADERS,
    data: { refresh_token: otherSession.refresh_token },
  });
  expect(refreshed.status()).toBe(401);
  // This session goes on.
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Inès');
  const tokens = await tokensOf(
    await request.post('/api/v5/security/login', {
      headers: SHOP_HEADERS,
      data: { _username: email, _password: 'quais2025' },
    }),
  );

  // An order through the checkout, then its page in the history and its documents.
  const order = await placeOrder(page);
  const { number } = order;
  await page.goto('/account/history');
  const inProgress = page.getByRole('region', { name: 'En cours' });
  await expect(inProgress.getByRole('heading', { name: `Commande n° ${number}` })).toBeVisible();
  await checkPage(page);
  await inProgress.getByRole('link', { name: `Voir le détail de la commande ${number}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Commande n° ${number}`);
  await expect(page.getByRole('region', { name: 'Livraison' })).toContainText('6 place Bellecour');
  await expect(page.getByRole('region', { name: 'Paiement' })).toContainText('Virement bancaire');
  // Not paid yet: no bill, and the page says when it comes.
  await expect(
    page.getByText('La facture sera disponible une fois la commande payée.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Télécharger la facture' })).toHaveCount(0);
  // The back office receives the transfer and ships the parcel.
  await backOffice(request, order.id, 'mark-paid');
  await backOffice(request, order.id, 'ship', { trackingNumber: '6A19876543210' });
  await page.reload();
  const timeline = page.getByRole('region', { name: 'Suivi de la commande' });
  await expect(timeline).toContainText('En attente de virement');
  await expect(timeline).toContainText('Payée');
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Expédiée');
  await expect(page.getByRole('region', { name: 'Livraison' })).toContainText('6A19876543210');
  await checkPage(page);
  const bill = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Télécharger la facture' }).click(),
  );
  expect(bill.suggestedFilename()).toMatch(/\.pdf$/);
  expect(bill.suggestedFilename()).toContain(number);
  expect((await fileText(bill)).startsWith('%PDF')).toBe(true);
  const purchaseOrder = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Télécharger le bon de commande' }).click(),
  );
  expect(purchaseOrder.suggestedFilename()).toMatch(/\.pdf$/);
  expect((await fileText(purchaseOrder)).startsWith('%PDF')).toBe(true);
  // Another customer's order is not found.
  const { tokens: stranger } = await registerShopper(request, {
    firstName: 'Paul',
    lastName: 'Roy',
  });
  const foreign = await request.get(`/api/v5/secure/orders/${order.id}/bill`, {
    headers: bearer(stranger),
  });
  expect(foreign.status()).toBe(404);

  // Vouchers: none yet.
  await page.goto('/account/voucher');
  await expect(page.getByText("Vous n'avez encore ni bon d'achat ni avoir.")).toBeVisible();
  await checkPage(page);

  // A gift card of the back office, activated with the keyboard alone.
  const code = await giftCard(request, 25);
  await page.goto('/account/giftcard-activation');
  const field = page.getByLabel(/^Code secret/);
  await field.fill('ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  await field.press('Enter');
  await expect(page.getByText(/inconnu/)).toBeVisible();
  await field.fill(
    code
      .match(/.{1,4}/g)!
      .join('-')
      .toLowerCase(),
  );
  await field.press('Enter');
  await expect(page.getByRole('status')).toContainText(/^Carte activée : 25,00\s€ ajoutés/);
  await checkPage(page);
  const seeVouchers = page.getByRole('link', { name: "Voir mes bons d'achat et avoirs" });
  await expect(seeVouchers).toBeVisible();
  await field.fill(code);
  await field.press('Enter');
  await expect(page.getByText('Cette carte cadeau a déjà été activée.')).toBeVisible();
  await page.goto('/account/voucher');
  await expect(page.getByRole('region', { name: 'Disponible' })).toContainText(/25,00\s€/);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);

  // Subscriptions: an alert listed and deleted, the newsletter switched on.
  const { product, size } = await soldOutSize(request);
  const profileAnswer = await request.get('/api/v5/secure/account/profile/v2', {
    headers: bearer(tokens),
  });
  const { id: customerId } = (await profileAnswer.json()) as { id: number };
  const alert = await request.post('/api/v5/product-alerts', {
    headers: bearer(tokens),
    data: {
      productId: product.productID,
      productSizeId: size.id,
      customerId,
      email,
      alertType: 'email',
    },
  });
  expect(alert.status()).toBe(201);
  await page.goto('/account/subscriptions');
  const alerts = page.getByRole('region', { name: 'Mes alertes produit' });
  await expect(alerts.getByRole('link', { name: product.names.fr })).toBeVisible();
  await expect(alerts).toContainText(`Taille ${size.size}`);
  await checkPage(page);
  await alerts
    .getByRole('button', { name: `Supprimer l'alerte ${product.names.fr}, taille ${size.size}` })
    .click();
  await expect(alerts.getByRole('status')).toHaveText("L'alerte a été supprimée.");
  const newsletter = page.getByRole('switch', { name: 'Recevoir la newsletter' });
  await expect(newsletter).not.toBeChecked();
  await newsletter.check();
  await expect(page.getByText('Votre inscription à la newsletter est enregistrée.')).toBeVisible();
  await expect(page.getByText("jusqu'à 48 h")).toBeVisible();

  // Privacy: the data as a JSON file, then the account closed.
  await page.goto('/account/privacy');
  await checkPage(page);
  const data = await downloadOf(page, () =>
    page.getByRole('button', { name: 'Télécharger mes données' }).click(),
  );
  expect(data.suggestedFilename()).toMatch(/\.json$/);
  const exported = JSON.parse(await fileText(data)) as {
    profile: { email: string };
    orders: unknown[];
  };
  expect(exported.profile.email).toBe(email);
  expect(exported.orders).toHaveLength(1);
  const closing = page.getByRole('region', { name: 'Supprimer mon compte' });
  await closing.getByLabel(/^Mot de passe/).fill('quais2025');
  const closeAccount = async () => {
    await closing.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await page
      .getByRole('dialog', { name: 'Supprimer définitivement votre compte ?' })
      .getByRole('button', { name: 'Oui, supprimer mon compte' })
      .click();
  };
  // The API keeps an account while an order is on its way, and says so.
  await closeAccount();
  await expect(closing.getByRole('alert')).toContainText('commande est en cours');
  await backOffice(request, order.id, 'deliver');
  await page.goto('/account/history');
  await expect(
    page
      .getByRole('region', { name: 'Terminées' })
      .getByRole('heading', { name: `Commande n° ${number}` }),
  ).toBeVisible();
  await page.goto('/account/privacy');
  await closing.getByLabel(/^Mot de passe/).fill('quais2025');
  await closeAccount();
  await expect(page).toHaveURL(`${ORIGIN}/`);
  const again = await request.post('/api/v5/security/login', {
    headers: SHOP_HEADERS,
    data: { _username: email, _password: 'quais2025' },
  });
  expect(again.status()).toBe(401);
  // Every session ended: none can be renewed.
  const renewed = await request.post('/api/v5/security/refresh', {
    headers: SHOP_HEADERS,
    data: { refresh_token: tokens.refresh_token },
  });
  expect(renewed.status()).toBe(401);
});

test('every account page in Spanish, at 390 and 1440 px, with the keyboard', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const { tokens } = await registerShopper(request, { firstName: 'Lucía', lastName: 'Ortega' });
  const created = await request.post('/api/v5/secure/account/addresses', {
    headers: bearer(tokens),
    data: {
      civility: 2,
      lastName: 'Ortega',
      firstName: 'Lucía',
      street: '12 rue de la Roquette',
      zipCode: '75011',
      city: 'Paris',
      countryIsoCode2: 'FR',
      phoneNumber: '06 12 34 56 78',
    },
  });
  expect(created.status()).toBe(201);
  await storeSession(context, tokens);
  await page.setViewportSize(DESKTOP);

  await page.goto('/es/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola, Lucía');
  const sections = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(sections).toHaveCount(9);
  const paths = await sections.evaluateAll((links) =>
    links.map((link) => link.getAttribute('href')!),
  );
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.title()).toMatch(/ \| Maison Rue$/);
    await checkPage(page);
  }

  // With the keyboard alone: from the skip link into the profile form, saved with Enter.
  await page.goto('/es/account/modify');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Ir al contenido' })).toBeFocused();
  await page.keyboard.press('Enter');
  const phone = page.getByLabel(/^Teléfono/);
  for (
    let press = 0;
    press < 20 && !(await phone.evaluate((el) => el === document.activeElement));
    press++
  )
    await page.keyboard.press('Tab');
  await expect(phone).toBeFocused();
  await page.keyboard.type('06 98 76 54 32');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Tus datos se han guardado.');
});
