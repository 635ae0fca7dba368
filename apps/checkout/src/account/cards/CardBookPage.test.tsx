import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInCustomer } from '../../test/customer';
import { VISA } from '../../test/fake-orders';
import { renderApp } from '../../test/render-app';

afterEach(cleanup);

const year = new Date().getFullYear();
const MASTERCARD = {
  id: 'card_mc_5454',
  brand: 'Mastercard',
  last4: '5454',
  expMonth: 1,
  expYear: year - 1,
};

describe('/account/card-book', () => {
  it('lists the saved cards: brand, last four digits, expiry', async () => {
    const { api, session, customerId } = signedInCustomer();
    api.orders.cards.set(customerId, [VISA, MASTERCARD]);
    renderApp({ path: '/account/card-book', api, session });
    expect(await screen.findByText('Visa se terminant par 4242')).toBeTruthy();
    expect(screen.getByText(`Expire fin 12/${VISA.expYear}`)).toBeTruthy();
    expect(screen.getByText('Mastercard se terminant par 5454')).toBeTruthy();
    expect(screen.getByText(`Expirée fin 01/${year - 1}`)).toBeTruthy();
  });

  it('deletes a card', async () => {
    const { api, session, customerId } = signedInCustomer();
    api.orders.cards.set(customerId, [VISA, MASTERCARD]);
    renderApp({ path: '/account/card-book', api, session });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Supprimer la carte Visa se terminant par 4242' }),
    );
    expect((await screen.findByRole('status')).textContent).toBe(
      'La carte Visa se terminant par 4242 a été supprimée.',
    );
    expect(screen.queryByText('Visa se terminant par 4242')).toBeNull();
    expect(api.callsTo('/secure/account/cards/card_visa_4242')[0]!.method).toBe('DELETE');
    expect(api.orders.cards.get(customerId)).toEqual([MASTERCARD]);
  });

  it('says so when the deletion fails, and keeps the card', async () => {
    const { api, session, customerId } = signedInCustomer();
    api.orders.cards.set(customerId, [VISA]);
    api.accountArea.cardDeletionFails = true;
    renderApp({ path: '/account/card-book', api, session });
    fireEvent.click(await screen.findByRole('button', { name: /^Supprimer la carte Visa/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Cette carte n'a pas pu être supprimée. Réessayez dans quelques instants ; si le problème persiste, contactez notre service client.",
    );
    expect(screen.getByText('Visa se terminant par 4242')).toBeTruthy();
  });

  it('has a word for an empty card book', async () => {
    const { api, session } = signedInCustomer();
    renderApp({ path: '/de/account/card-book', api, session });
    await waitFor(() =>
      expect(
        screen.getByText(
          'Keine gespeicherte Karte. Du kannst deine Karte bei deiner nächsten Zahlung speichern.',
        ),
      ).toBeTruthy(),
    );
  });
});
