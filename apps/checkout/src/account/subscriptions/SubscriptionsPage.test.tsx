import type { TProductAlert } from '@shop/api-client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInCustomer } from '../../test/customer';
import { fakeProductPage } from '../../test/fake-product-page';
import { renderApp } from '../../test/render-app';

afterEach(cleanup);

const alert = (id: number, productId: number, productSizeId: number): TProductAlert => ({
  id,
  productId,
  productSizeId,
  customerId: 1,
  deviceTokenSalesforce: null,
  email: 'jeanne@example.fr',
  alertType: 'email',
  createdAt: new Date().toISOString(),
  sentAt: null,
});

function customerWithAlerts() {
  const customer = signedInCustomer();
  customer.api.accountArea.products.set(
    301,
    fakeProductPage(301, {
      name: 'Veste en jean délavé',
      brand: 'Rue Atelier',
      sizes: [
        { id: 3011, size: 'S' },
        { id: 3012, size: 'M' },
      ],
    }),
  );
  customer.api.accountArea.alerts.set(customer.customerId, [
    alert(7, 301, 3012),
    alert(8, 999, 9991),
  ]);
  return customer;
}

describe('/account/subscriptions', () => {
  it('lists the product alerts with their product and size, and deletes one', async () => {
    const { api, session } = customerWithAlerts();
    renderApp({ path: '/account/subscriptions', api, session });
    const alerts = within(await screen.findByRole('region', { name: 'Mes alertes produit' }));
    const link = await alerts.findByRole('link', { name: 'Veste en jean délavé' });
    expect(link.getAttribute('href')).toBe('/p/veste-en-jean-d-lav--301');
    expect(alerts.getByText(/^Taille M · En attente du retour en stock/)).toBeTruthy();
    // A product the catalogue no longer has still shows, by its number.
    expect(alerts.getByText('Article n° 999')).toBeTruthy();

    fireEvent.click(
      alerts.getByRole('button', { name: "Supprimer l'alerte Veste en jean délavé, taille M" }),
    );
    expect((await alerts.findByRole('status')).textContent).toBe("L'alerte a été supprimée.");
    expect(alerts.queryByText('Veste en jean délavé')).toBeNull();
    expect(api.callsTo('/product-alerts/7')[0]!.method).toBe('DELETE');
  });

  it('switches the newsletter on, with the 48 h note', async () => {
    const { api, session } = signedInCustomer();
    renderApp({ path: '/account/subscriptions', api, session });
    const toggle = await screen.findByRole('switch', { name: 'Recevoir la newsletter' });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(document.getElementById(toggle.getAttribute('aria-describedby')!)?.textContent).toBe(
      "Une modification peut prendre jusqu'à 48 h pour être prise en compte.",
    );
    fireEvent.click(toggle);
    await waitFor(() => expect((toggle as HTMLInputElement).checked).toBe(true));
    expect(api.callsTo('/secure/account/profile')[0]).toMatchObject({
      method: 'PATCH',
      body: { newsletter: true },
    });
    expect(screen.getByText('Votre inscription à la newsletter est enregistrée.')).toBeTruthy();
  });

  it('keeps the switch as it was when the change fails', async () => {
    const { api, session } = signedInCustomer();
    api.failures.set('/secure/account/profile', 500);
    renderApp({ path: '/account/subscriptions', api, session });
    const toggle = await screen.findByRole('switch', { name: 'Recevoir la newsletter' });
    fireEvent.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Votre choix n'a pas pu être enregistré. Réessayez dans quelques instants.",
    );
    expect((toggle as HTMLInputElement).checked).toBe(false);
  });
});
