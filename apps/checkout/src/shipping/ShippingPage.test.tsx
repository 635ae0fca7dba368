import { formatPrice } from '@shop/domain/money';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInCustomer } from '../test/customer';
import { HOME_DELIVERY_LABEL, paris, RELAY_POINTS } from '../test/fake-delivery';
import { cap } from '../test/fixtures';
import { renderApp, type RenderAppOptions } from '../test/render-app';
import { DELIVERY_STORAGE_KEY, deliveryStore } from './delivery-store';

afterEach(cleanup);

const fr = (value: number) => formatPrice(value, 'fr');
const office = paris({
  id: 2,
  label: 'Bureau',
  street: '8 avenue Montaigne',
  zipCode: '75008',
  default: false,
});

function renderShipping(options: Partial<RenderAppOptions> = {}) {
  const customer = signedInCustomer([office, paris()]);
  customer.api.delivery.prices.set(cap.info.id, { price: 35, originPrice: 35 });
  const rendered = renderApp({ path: '/checkout/shipping', lines: [cap], ...customer, ...options });
  return { ...rendered, session: customer.session };
}

/** The delivery fields of the last basket detail the page asked for. */
function lastDetail(api: ReturnType<typeof renderShipping>['api']) {
  const calls = api.callsTo('/basket/detail');
  const body = calls.at(-1)?.body as Record<string, unknown> | undefined;
  return {
    authorization: calls.at(-1)?.authorization,
    carrierId: body?.carrierId,
    shippingAddressId: body?.shippingAddressId,
    relayPointId: body?.relayPointId,
  };
}

const continueButton = () => screen.getByRole('button', { name: 'Continuer' });
const mode = async (name: 'À domicile' | 'En point relais') =>
  fireEvent.click(await screen.findByRole('radio', { name: new RegExp(`^${name}`) }));
/** The relay-point modal (journey section 2), opened from the relay panel. */
const openRelaySearch = async () =>
  fireEvent.click(
    await screen.findByRole('button', { name: /^(Choisir un|Changer de) point relais$/ }),
  );

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

  it('selects a relay point from the list: highlighted, with its hours, and relay carriers offered', async () => {
    const { api } = renderShipping();
    await mode('En point relais');
    await openRelaySearch();
    const search = screen.getByRole('searchbox', { name: 'Code postal ou ville' });
    expect((search as HTMLInputElement).value).toBe('75011');
    const list = await screen.findByRole('group', { name: 'Points relais' });
    expect(api.callsTo('/checkout/relay-points')[0]?.query).toBe('?countryIsoCode=FR&search=75011');
    expect(screen.getByText('2 points relais près de 75011 Paris')).toBeTruthy();

    const item = within(list).getByRole('radio', { name: /Tabac de la Roquette/ });
    fireEvent.click(item);
    expect((item as HTMLInputElement).checked).toBe(true);
    const li = item.closest('li')!;
    expect(li.hasAttribute('data-selected')).toBe(true);
    expect(li.textContent).toContain('À 0,4 km');
    const hours = within(li).getByText("Horaires d'ouverture").closest('details')!;
    expect(hours.textContent).toContain('Lundi09:00–12:30, 14:00–19:00');
    expect(hours.textContent).toContain('DimancheFermé');

    const carriers = screen.getByRole('group', { name: 'Transporteur' });
    fireEvent.click(await within(carriers).findByRole('radio', { name: /Point relais/ }));
    expect(within(carriers).getAllByRole('radio')).toHaveLength(1);
    await waitFor(() =>
      expect(lastDetail(api)).toMatchObject({ relayPointId: 'FR-00042', carrierId: 3 }),
    );
    await waitFor(() => expect((continueButton() as HTMLButtonElement).disabled).toBe(false));

    // The modal closes on confirmation; the page shows the chosen point and offers a change.
    fireEvent.click(screen.getByRole('button', { name: 'Valider ce point relais' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Points relais' })).toBeNull());
    expect(screen.getByTestId('chosen-relay-point').textContent).toContain('Tabac de la Roquette');
    expect(screen.getByRole('button', { name: 'Changer de point relais' })).toBeTruthy();
  });

  it('shows the points on a map: a marker chosen with the keyboard chooses the point', async () => {
    renderShipping();
    await mode('En point relais');
    await openRelaySearch();
    const map = await screen.findByRole('region', { name: 'Carte des points relais' });
    // No tile server configured: nothing but the markers, no image fetched.
    expect(map.querySelector('img')).toBeNull();
    expect(within(map).getByRole('button', { name: 'Zoom avant' })).toBeTruthy();
    const marker = within(map).getByRole('button', { name: 'Librairie Voltaire' });
    fireEvent.keyDown(marker, { key: 'Enter' });
    await waitFor(() => expect(deliveryStore.getState().choice.relayPointId).toBe('FR-00043'));
    const item = screen.getByRole('radio', { name: /Librairie Voltaire/ }) as HTMLInputElement;
    expect(item.checked).toBe(true);
    expect(item.closest('li')!.hasAttribute('data-selected')).toBe(true);
    expect(
      within(map).getByRole('button', { name: 'Librairie Voltaire (Votre point relais)' }),
    ).toBeTruthy();
    fireEvent.click(within(map).getByRole('button', { name: 'Tabac de la Roquette' }));
    await waitFor(() => expect(deliveryStore.getState().choice.relayPointId).toBe('FR-00042'));
  });

  it('says when the relay search fails, and when it finds nothing', async () => {
    const { api } = renderShipping();
    api.failures.set('/checkout/relay-points', 500);
    await mode('En point relais');
    await openRelaySearch();
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Les points relais n'ont pas pu être chargés. Merci d'actualiser la page.",
    );

    api.failures.delete('/checkout/relay-points');
    const search = screen.getByRole('searchbox', { name: 'Code postal ou ville' });
    fireEvent.change(search, { target: { value: '00000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(
      await screen.findByText(
        'Aucun point relais trouvé près de « 00000 ». Essayez un autre code postal ou une autre ville.',
      ),
    ).toBeTruthy();

    fireEvent.change(search, { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(search.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Saisissez au moins 2 caractères.')).toBeTruthy();
  });

  it("searches around the shopper's position, and says why the browser gave none", async () => {
    // The browser's geolocation: the test plays the browser, answering each request in turn.
    const answers: ((success: PositionCallback, failure: PositionErrorCallback) => void)[] = [
      (success) =>
        success({ coords: { latitude: 48.857_123, longitude: 2.370_987 } } as GeolocationPosition),
      ...[1, 2, 3].map(
        (code) => (_: PositionCallback, failure: PositionErrorCallback) =>
          failure({ code, message: '' } as GeolocationPositionError),
      ),
    ];
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (success: PositionCallback, failure: PositionErrorCallback) =>
          answers.shift()!(success, failure),
      },
    });
    try {
      const { api } = renderShipping();
      await mode('En point relais');
      await openRelaySearch();
      await screen.findByRole('group', { name: 'Points relais' });
      const aroundMe = screen.getByRole('button', { name: 'Autour de moi' });

      fireEvent.click(aroundMe);
      await waitFor(() =>
        expect(api.callsTo('/checkout/relay-points').at(-1)?.query).toBe(
          '?countryIsoCode=FR&latitude=48.857&longitude=2.371',
        ),
      );
      expect(await screen.findByText('2 points relais près de Paris')).toBeTruthy();

      for (const message of [
        "Vous n'avez pas autorisé l'accès à votre position. Autorisez-le dans votre navigateur ou saisissez un code postal ou une ville.",
        "Votre position n'a pas pu être déterminée. Saisissez un code postal ou une ville.",
        'La recherche de votre position a pris trop de temps. Réessayez ou saisissez un code postal ou une ville.',
      ]) {
        fireEvent.click(aroundMe);
        await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
      }
      // A typed search replaces the position and its failure.
      fireEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
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
        'Livraison rapide en 48\u00a0h, à domicile ou en point relais',
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
