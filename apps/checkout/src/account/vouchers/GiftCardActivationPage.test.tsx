import { GIFT_CARD_ATTEMPTS } from '@shop/domain/vouchers';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInCustomer } from '../../test/customer';
import { renderApp } from '../../test/render-app';

afterEach(cleanup);

const CODE = 'ABCDEFGHJKMNPQRS';

async function activate(code: string) {
  const field = await screen.findByLabelText(/^Code secret/);
  fireEvent.change(field, { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Activer la carte' }));
  return field;
}

/** The message under the code field, once it is there. */
async function codeMessage(field: HTMLElement) {
  await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
  return document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)
    ?.textContent;
}

describe('/account/giftcard-activation', () => {
  it('checks the 16 characters before sending anything', async () => {
    const { api, session } = signedInCustomer();
    renderApp({ path: '/account/giftcard-activation', api, session });
    const field = await activate('ABCD-EFGH-JKMN');
    expect(await codeMessage(field)).toBe('Le code doit comporter 16 lettres et chiffres.');
    await activate('');
    expect(await codeMessage(field)).toBe('Veuillez saisir le code de votre carte.');
    expect(api.callsTo('/secure/account/gift-cards')).toHaveLength(0);
  });

  it('sends the code as printed, grouped or not, and shows the credit added', async () => {
    const { api, session } = signedInCustomer();
    api.accountArea.giftCards.set(CODE, { amount: 50, state: 'new' });
    renderApp({ path: '/account/giftcard-activation', api, session });
    await activate(' abcd-efgh jkmn-pqrs ');
    const status = await screen.findByRole('status');
    expect(status.textContent).toMatch(
      /^Carte activée : 50,00\s€ ajoutés à vos avoirs, valables jusqu'au .+\.$/,
    );
    expect(api.callsTo('/secure/account/gift-cards')[0]!.body).toEqual({ code: CODE });
    expect(screen.getByRole('link', { name: "Voir mes bons d'achat et avoirs" })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: "Voir mes bons d'achat et avoirs" }));
    expect(await screen.findByRole('article', { name: 'Carte cadeau …PQRS' })).toBeTruthy();
  });

  it.each([
    ['unknown', 'new', 'ZZZZZZZZZZZZZZZZ', 'Ce code de carte cadeau est inconnu.'],
    ['used', 'used', CODE, 'Cette carte cadeau a déjà été activée.'],
    ['expired', 'expired', CODE, 'Cette carte cadeau a expiré.'],
  ] as const)('says a code is %s, as the API words it', async (_, state, code, message) => {
    const { api, session } = signedInCustomer();
    api.accountArea.giftCards.set(CODE, { amount: 50, state });
    renderApp({ path: '/account/giftcard-activation', api, session });
    expect(await codeMessage(await activate(code))).toBe(message);
  });

  it('stops after too many wrong codes', async () => {
    const { api, session } = signedInCustomer();
    renderApp({ path: '/account/giftcard-activation', api, session });
    let field: HTMLElement | null = null;
    for (let attempt = 0; attempt <= GIFT_CARD_ATTEMPTS.perCustomer; attempt += 1) {
      field = await activate('ZZZZZZZZZZZZZZZZ');
      await waitFor(() =>
        expect(api.callsTo('/secure/account/gift-cards')).toHaveLength(attempt + 1),
      );
    }
    expect(await codeMessage(field!)).toBe(
      `Trop de codes erronés. Réessayez dans ${GIFT_CARD_ATTEMPTS.windowMinutes} min.`,
    );
  });
});
