import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HOME_DELIVERY_LABEL, paris, RELAY_POINTS } from '../test/delivery-fixtures';
import { signedInCustomer } from '../test/customer';
import { cap } from '../test/fixtures';
import {
  continueButton,
  fr,
  lastDetail,
  mode,
  openRelaySearch,
  renderShipping,
} from '../test/shipping-page';
import { renderApp } from '../test/render-app';
import { DELIVERY_STORAGE_KEY, deliveryStore } from './delivery-store';

afterEach(cleanup);

describe('shipping page', () => {
  it('offers the addresses as cards, the main one first and chosen, and the home carriers', async () => {
    renderShipping();
    const addresses = await screen.findByRole('group', { name: 'Adresse de livraison' });
    const cards = within(addresses).getAllByRole('radio') as HTMLInputElement[];
    expect(cards.map((card) => card.checked)).toEqual([true, false]);
    expect(cards[0]!.closest('li')!.textContent).toContain('Adresse principale');
    expect(
      within(addresses).getByRole('button', { name: "Modifier l'adresse : Bureau" }),
    ).toBeTruthy();

    const carriers = screen.getByRole('group', { name: 'Transporteur' });
    await within(carriers).findByRole('radio', { name: /Colissimo Domicile/ });
    expect(within(carriers).getAllByRole('radio')).toHaveLength(2);
    expect(within(carriers).queryByRole('radio', { name: /Point relais/ })).toBeNull();
    expect(within(carriers).getByText(`Livraison estimée le ${HOME_DELIVERY_LABEL}`)).toBeTruthy();
    expect(carriers.textContent).toContain(fr(9.9));
    expect((continueButton() as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText('Choisissez une adresse ou un point relais, puis un transporteur.'),
    ).toBeTruthy();
  });

  it('sends the chosen carrier to the basket detail and shows the server total', async () => {
    const { api, router, session } = renderShipping();
    fireEvent.click(await screen.findByRole('radio', { name: /Chronopost Express/ }));

    await waitFor(() => expect(lastDetail(api)).toMatchObject({ carrierId: 2 }));
    expect(lastDetail(api)).toEqual({
      authorization: `Bearer ${session.token}`,
      carrierId: 2,
      shippingAddressId: 1,
      relayPointId: null,
    });
    await waitFor(() =>
      expect(screen.getByTestId('shipping-total').textContent).toContain(fr(44.9)),
    );
    expect(screen.getByTestId('shipping-shipping').textContent).toContain(fr(9.9));
    await waitFor(() => expect((continueButton() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/payment'));
    // The choice stays for the tab (a reload, the payment step).
    expect(JSON.parse(sessionStorage.getItem(DELIVERY_STORAGE_KEY)!).state.choice).toEqual({
      shippingAddressId: 1,
      relayPointId: null,
      carrierId: 2,
    });
  });

  it('clears the relay point when an address is chosen, and the address when a relay point is', async () => {
    const { api } = renderShipping({
      delivery: {
        mode: 'relay',
        choice: { shippingAddressId: null, relayPointId: 'FR-00042', carrierId: 3 },
        relayPoint: RELAY_POINTS[0]!,
        carrierType: 'relay',
      },
    });
    await waitFor(() =>
      expect(lastDetail(api)).toMatchObject({ relayPointId: 'FR-00042', carrierId: 3 }),
    );

    await mode('À domicile');
    fireEvent.click(await screen.findByRole('radio', { name: /8 avenue Montaigne/ }));
    expect(deliveryStore.getState().choice).toEqual({
      shippingAddressId: 2,
      relayPointId: null,
      carrierId: null,
    });
    expect(deliveryStore.getState().relayPoint).toBeNull();
    await waitFor(() =>
      expect(lastDetail(api)).toMatchObject({
        shippingAddressId: 2,
        relayPointId: null,
        carrierId: null,
      }),
    );

    await mode('En point relais');
    await openRelaySearch();
    // The search starts from the chosen address's postcode.
    const list = await screen.findByRole('group', { name: 'Points relais' });
    expect(api.callsTo('/checkout/relay-points').at(-1)?.query).toContain('search=75008');
    fireEvent.click(within(list).getByRole('radio', { name: /Librairie Voltaire/ }));
    expect(deliveryStore.getState().choice).toMatchObject({
      shippingAddressId: null,
      relayPointId: 'FR-00043',
    });
    await waitFor(() =>
      expect(lastDetail(api)).toMatchObject({ shippingAddressId: null, relayPointId: 'FR-00043' }),
    );
  });

  it('adds an address in a dialog; saved, it is the chosen one', async () => {
    const { api } = renderShipping();
    const add = await screen.findByRole('button', { name: 'Ajouter une adresse' });
    add.focus();
    fireEvent.click(add);
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter une adresse' });
    const type = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Mme' }));
    type('Adresse', '3 place des Vosges');
    type('Code postal', '75004');
    type('Ville', 'Paris');
    type('Téléphone', '0612345678');
    fireEvent.click(within(dialog).getByRole('button', { name: "Enregistrer l'adresse" }));

    const card = await screen.findByRole('radio', { name: /3 place des Vosges/ });
    await waitFor(() => expect((card as HTMLInputElement).checked).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(add);
    await waitFor(() =>
      expect(lastDetail(api).shippingAddressId).toBe(
        deliveryStore.getState().choice.shippingAddressId,
      ),
    );
  });

  it('shows the reassurance block and the seasonal banner in the layout', async () => {
    const { api, session } = signedInCustomer([paris()]);
    // The back office's amount, not the spec's default of 99 euros.
    api.delivery.freeShippingAmount = 120;
    const now = Date.now();
    const iso = (days: number) => new Date(now + days * 86_400_000).toISOString();
    api.delivery.seasonalBanner = {
      content1: iso(-3),
      content2: iso(-1),
      content3: iso(2),
      content4: iso(4),
      endDate: iso(6),
    };
    await act(async () => {
      renderApp({ path: '/checkout/shipping', lines: [cap], api, session });
    });
    expect((await screen.findByTestId('seasonal-banner')).textContent).toBe(
      "Black Friday : jusqu'à -50 % sur une sélection",
    );
    const promises = screen.getByRole('region', { name: 'Nos engagements' });
    await waitFor(() =>
      expect(
        within(promises)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Satisfait ou remboursé sous 14 jours',
        // The carriers' delays, not the spec's 48 h: the relay point takes 4 days.
        'Livraison à domicile en 2 jours, en point relais en 4 jours',
        `Livraison offerte dès ${fr(120)}`,
        'Paiement en ligne sécurisé',
      ]),
    );
    // The footer's promise too.
    expect(screen.getByRole('contentinfo').textContent).toContain(
      `Livraison offerte dès ${fr(120)}`,
    );
  });
});
