import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  continueButton,
  lastDetail,
  mode,
  openRelaySearch,
  renderShipping,
} from '../test/shipping-page';
import { deliveryStore } from './delivery-store';

afterEach(cleanup);

describe('shipping page, relay points', () => {
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
});
