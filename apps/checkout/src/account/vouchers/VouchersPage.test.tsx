import type { TVoucher } from '@shop/api-client';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInCustomer } from '../../test/customer';
import { renderApp } from '../../test/render-app';

afterEach(cleanup);

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString();
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('fr', { dateStyle: 'long' }).format(new Date(iso));

const giftCard: TVoucher = {
  id: 1,
  kind: 'voucher',
  origin: 'gift_card',
  label: 'Carte cadeau …PQRS',
  amount: 50,
  remaining: 20,
  validFrom: day(-30),
  expiresAt: day(335),
  state: 'active',
};
const oldCredit: TVoucher = {
  id: 2,
  kind: 'credit',
  origin: 'return',
  label: 'Avoir du retour de la commande FR-2611-0000A1',
  amount: 30,
  remaining: 30,
  validFrom: day(-400),
  expiresAt: day(-35),
  state: 'expired',
};

describe('/account/voucher', () => {
  it('shows what can be spent, then each voucher and credit', async () => {
    const { api, session, customerId } = signedInCustomer();
    api.accountArea.vouchers.set(customerId, [giftCard, oldCredit]);
    renderApp({ path: '/account/voucher', api, session });
    const available = within(await screen.findByRole('region', { name: 'Disponible' }));
    expect(available.getByText(/^20,00\s€$/)).toBeTruthy();
    const card = within(screen.getByRole('article', { name: 'Carte cadeau …PQRS' }));
    expect(card.getByText("Bon d'achat")).toBeTruthy();
    expect(card.getByText('Disponible')).toBeTruthy();
    expect(card.getByText(/^50,00\s€$/)).toBeTruthy();
    expect(card.getByText(/^20,00\s€$/)).toBeTruthy();
    expect(
      card.getByText(
        `Valable du ${longDate(giftCard.validFrom)} au ${longDate(giftCard.expiresAt)}`,
      ),
    ).toBeTruthy();
    const credit = within(
      screen.getByRole('article', { name: 'Avoir du retour de la commande FR-2611-0000A1' }),
    );
    expect(credit.getByText('Avoir')).toBeTruthy();
    expect(credit.getByText('Expiré')).toBeTruthy();
    expect(
      within(screen.getByRole('main'))
        .getByRole('link', { name: 'Activer une carte cadeau' })
        .getAttribute('href'),
    ).toBe('/account/giftcard-activation');
  });

  it('has a word for none', async () => {
    const { api, session } = signedInCustomer();
    renderApp({ path: '/account/voucher', api, session });
    expect(await screen.findByText("Vous n'avez encore ni bon d'achat ni avoir.")).toBeTruthy();
    expect(screen.getByText(/^0,00\s€$/)).toBeTruthy();
  });
});
