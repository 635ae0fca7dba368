import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, GATEWAY_PORT, test } from './fixtures';
import {
  addAProduct,
  nextBasketDetail,
  registerShopper,
  SHOP_HEADERS,
  storeSession,
} from './shopper';

const ORIGIN = `http://localhost:${GATEWAY_PORT}`;

/** The page is no wider than the window: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
}

test('basket → sign up → first address → shipping at home → payment step', async ({ page }) => {
  await addAProduct(page);
  await page.goto('/checkout/basket');
  await page.getByRole('link', { name: 'Valider mon panier' }).click();

  // A guest signs up on the login page, shown as step 2 of the timeline.
  await expect(page).toHaveURL(/\/login\?mode=connection/);
  await page.getByRole('link', { name: 'Créer un compte' }).click();
  await page.getByLabel('Mme').check();
  await page.getByLabel('Prénom').fill('Louise');
  await page.getByLabel('Nom', { exact: true }).fill('Martin');
  await page.getByLabel('Adresse e-mail').fill(`louise.${Date.now()}@example.fr`);
  await page.getByLabel('Mot de passe', { exact: true }).fill('rivoli2024');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

  // No address yet: the address step (journey section 2's guard).
  await expect(page).toHaveURL(`${ORIGIN}/checkout/add_address`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /étapes/i })).toBeVisible();
  // Required fields, then formats of the chosen country.
  await page.getByRole('button', { name: "Enregistrer l'adresse" }).click();
  await expect(page.getByText('Veuillez compléter tous les champs obligatoires')).toBeVisible();
  await expect(page.getByText('Veuillez saisir votre adresse.')).toBeVisible();
  const form = page.getByRole('main');
  await form.getByLabel('Mme').check();
  await form.getByLabel('Adresse', { exact: true }).fill('18 rue des Petites-Écuries');
  await form.getByLabel('Code postal').fill('7501');
  await form.getByLabel('Ville').fill('Paris');
  await form.getByLabel('Téléphone').fill('0612');
  await page.getByRole('button', { name: "Enregistrer l'adresse" }).click();
  await expect(page.getByText("Ce code postal n'est pas valide pour ce pays.")).toBeVisible();
  await expect(
    page.getByText("Ce numéro de téléphone n'est pas valide pour ce pays."),
  ).toBeVisible();
  await form.getByLabel('Code postal').fill('75010');
  await form.getByLabel('Téléphone').fill('06 12 34 56 78');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: "Enregistrer l'adresse" }).click();

  // Shipping: the new address is chosen, carriers come with prices and dates.
  await expect(page).toHaveURL(`${ORIGIN}/checkout/shipping`);
  await expect(page.getByText('18 rue des Petites-Écuries').first()).toBeVisible();
  const carrier = page.getByRole('radio', { name: /Colissimo Domicile/ });
  await expect(carrier).toBeVisible();
  await expect(page.getByRole('radio', { name: /Point relais/ })).toHaveCount(0);
  const priced = nextBasketDetail(page);
  await carrier.check();
  const body = (await (await priced).request().postDataJSON()) as Record<string, unknown>;
  expect(body).toMatchObject({ relayPointId: null });
  expect(body.carrierId).toEqual(expect.any(Number));
  expect(body.shippingAddressId).toEqual(expect.any(Number));
  await expect(page.getByText(/Livraison estimée le \p{L}+ \d{1,2} \p{L}+/u).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const next = page.getByRole('button', { name: 'Continuer' });
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page).toHaveURL(`${ORIGIN}/checkout/payment`);
});

test('a relay point chosen in the list, then on the map, in English and at 390 px', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { tokens } = await registerShopper(page.request, { firstName: 'Ana', lastName: 'Costa' });
  const created = await page.request.post('/api/v5/secure/account/addresses', {
    headers: { ...SHOP_HEADERS, Authorization: `Bearer ${tokens.token}` },
    data: {
      civility: 2,
      lastName: 'Costa',
      firstName: 'Ana',
      street: '5 place Bellecour',
      zipCode: '69002',
      city: 'Lyon',
      countryIsoCode2: 'FR',
      phoneNumber: '+33 6 98 76 54 32',
    },
  });
  expect(created.status()).toBe(201);
  await storeSession(context, tokens);
  await addAProduct(page);

  await page.goto('/en/checkout/shipping');
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
  await page
    .getByRole('radio', { name: /pick-up point/i })
    .first()
    .check();
  // The relay-point modal; its search starts from the address's postcode.
  await page.getByRole('button', { name: 'Choose a pick-up point' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pick-up points' });
  await expect(dialog).toBeVisible();
  const search = dialog.getByRole('searchbox', { name: 'Postcode or town' });
  await expect(search).toHaveValue('69002');
  await page.getByRole('button', { name: 'Search' }).click();
  const points = page.getByRole('group', { name: 'Pick-up points' }).getByRole('radio');
  await expect(points.first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /pick-up points near/ })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // In the list: the nearest point.
  await points.first().check();
  await expect(points.first()).toBeChecked();

  // On the map: the marker of another point chooses it, and the list follows.
  // The farthest point of the list, whose marker no nearer one covers.
  const farthest = await page
    .getByRole('group', { name: 'Pick-up points' })
    .getByRole('listitem')
    .last()
    .locator('label span')
    .first()
    .innerText();
  const map = page.getByRole('region', { name: 'Map of the pick-up points' });
  await map.getByRole('button', { name: farthest.trim(), exact: true }).click();
  await expect(
    page.getByRole('group', { name: 'Pick-up points' }).getByRole('radio', { checked: true }),
  ).toHaveAccessibleName(
    // Names may carry their street in parentheses (two nearby points never share a name).
    new RegExp(`^${farthest.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );

  await expectNoSidewaysScroll(page);
  await dialog.getByRole('button', { name: 'Confirm this pick-up point' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('chosen-relay-point')).toContainText(farthest.trim());
  await expect(page.getByRole('button', { name: 'Change pick-up point' })).toBeFocused();

  const carrier = page.getByRole('radio', { name: /Pick-up point/ }).last();
  const priced = nextBasketDetail(page);
  await carrier.check();
  const body = (await (await priced).request().postDataJSON()) as Record<string, unknown>;
  expect(body).toMatchObject({ shippingAddressId: null });
  expect(body.relayPointId).toMatch(/^FR-\d+$/);
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(`${ORIGIN}/en/checkout/payment`);
});

test('the shipping step with the keyboard alone', async ({ page, context }) => {
  const { tokens } = await registerShopper(page.request, { firstName: 'Inès', lastName: 'Roux' });
  const created = await page.request.post('/api/v5/secure/account/addresses', {
    headers: { ...SHOP_HEADERS, Authorization: `Bearer ${tokens.token}` },
    data: {
      civility: 2,
      lastName: 'Roux',
      firstName: 'Inès',
      street: '3 rue Sainte-Catherine',
      zipCode: '33000',
      city: 'Bordeaux',
      countryIsoCode2: 'FR',
      phoneNumber: '05 56 00 00 00',
    },
  });
  expect(created.status()).toBe(201);
  await storeSession(context, tokens);
  await addAProduct(page);
  await page.goto('/checkout/shipping');

  const focused = () => page.evaluate(() => document.activeElement?.getAttribute('name') ?? '');
  /** Presses Tab until the focused element matches, as a keyboard user would. */
  async function tabTo(accept: () => Promise<boolean>, most = 60) {
    for (let press = 0; press < most; press += 1) {
      await page.keyboard.press('Tab');
      if (await accept()) return;
    }
    throw new Error('never reached with Tab');
  }

  // Delivery mode by arrow key, then the relay search from the prefilled postcode.
  await tabTo(
    async () =>
      await page
        .getByRole('radio', { name: /À domicile/ })
        .evaluate((el) => el === document.activeElement),
  );
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /En point relais/ }).first()).toBeChecked();
  const open = page.getByRole('button', { name: 'Choisir un point relais' });
  await tabTo(async () => open.evaluate((el) => el === document.activeElement));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Points relais' });
  await expect(dialog).toBeVisible();
  await tabTo(async () =>
    page
      .getByRole('searchbox', { name: 'Code postal ou ville' })
      .evaluate((el) => el === document.activeElement),
  );
  await expect(page.getByRole('searchbox', { name: 'Code postal ou ville' })).toHaveValue('33000');
  await page.keyboard.press('Enter');
  const points = page.getByRole('group', { name: 'Points relais' }).getByRole('radio');
  await expect(points.first()).toBeVisible();

  // A point of the list, then a carrier, each chosen with Space; Enter continues.
  const listRadio = await points.first().getAttribute('name');
  await tabTo(async () => (await focused()) === listRadio);
  await page.keyboard.press('Space');
  await expect(points.first()).toBeChecked();
  const confirm = dialog.getByRole('button', { name: 'Valider ce point relais' });
  await tabTo(async () => confirm.evaluate((el) => el === document.activeElement));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Changer de point relais' })).toBeFocused();
  const carrier = page.getByRole('radio', { name: /Point relais/ }).last();
  const carrierRadio = await carrier.getAttribute('name');
  await tabTo(async () => (await focused()) === carrierRadio);
  await page.keyboard.press('Space');
  await expect(carrier).toBeChecked();
  const next = page.getByRole('button', { name: 'Continuer' });
  await expect(next).toBeEnabled();
  await tabTo(async () => next.evaluate((el) => el === document.activeElement));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${ORIGIN}/checkout/payment`);
});
