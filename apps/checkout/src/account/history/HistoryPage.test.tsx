import type { TOrder } from '@shop/api-client';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInCustomer } from '../../test/customer';
import { watchDownloads } from '../../test/downloads';
import { paris } from '../../test/delivery-fixtures';
import { capOrder } from '../../test/purchase';
import { renderApp } from '../../test/render-app';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const HOUR = 3_600_000;
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR).toISOString();

/** Jeanne with orders: `statuses` from the oldest to the newest. */
function customerWithOrders(statuses: TOrder['status'][]) {
  const customer = signedInCustomer([paris()]);
  customer.api.orders.products.set(202, {
    name: 'Casquette six panneaux',
    brand: 'North Block',
    size: 'TU',
    picture: '/media/products/202.jpg',
  });
  const orders = statuses.map((status, index) => {
    const order = customer.api.orders.seed(customer.customerId, capOrder({ methodId: 11 }));
    const placed = at(48 * (statuses.length - index));
    customer.api.orders.update(order.id, (current) => ({
      ...current,
      status,
      createdAt: placed,
      history: [
        { status: 'awaiting_transfer', at: placed },
        ...(status === 'awaiting_transfer' ? [] : [{ status, at: at(1) }]),
      ],
    }));
    return order;
  });
  return { ...customer, orders };
}

const list = (name: string) => within(screen.getByRole('region', { name }));

describe('/account/history', () => {
  it('lists the orders in progress and the finished ones apart', async () => {
    const { api, session } = customerWithOrders(['delivered', 'shipped', 'awaiting_transfer']);
    renderApp({ path: '/account/history', api, session });
    await screen.findByRole('heading', { level: 1, name: 'Mes commandes' });
    await waitFor(() => expect(list('En cours').getAllByRole('article')).toHaveLength(2));
    const inProgress = list('En cours').getAllByRole('article');
    // Newest first.
    expect(inProgress.map((order) => within(order).getByRole('heading').textContent)).toEqual([
      'Commande n° FR-2612-000003',
      'Commande n° FR-2612-000002',
    ]);
    expect(within(inProgress[1]!).getByText('Expédiée')).toBeTruthy();
    await waitFor(() => expect(list('Terminées').getAllByRole('article')).toHaveLength(1));
    expect(list('Terminées').getByText('Livrée')).toBeTruthy();
    expect(list('Terminées').getByText(/1 article/)).toBeTruthy();
    expect(
      list('Terminées')
        .getByRole('link', { name: 'Voir le détail de la commande FR-2612-000001' })
        .getAttribute('href'),
    ).toBe('/account/history/1');
    const queries = api.callsTo('/secure/me/orders').map((call) => call.query);
    expect(queries).toEqual(
      expect.arrayContaining(['?page=1&state=in_progress', '?page=1&state=finished']),
    );
  });

  it('pages each list on its own, the page kept in the address', async () => {
    const { api, session } = customerWithOrders(['shipped', 'paid', 'preparing']);
    api.accountArea.ordersPageSize = 2;
    const { router } = renderApp({ path: '/account/history', api, session });
    await waitFor(() => expect(list('En cours').getAllByRole('article')).toHaveLength(2));
    const pages = within(
      screen.getByRole('navigation', { name: 'Pages des commandes : En cours' }),
    );
    expect(pages.getByText('Page 1 sur 2')).toBeTruthy();
    fireEvent.click(pages.getByRole('link', { name: 'Suivante' }));
    await waitFor(() => expect(router.state.location.search).toBe('?in_progress=2'));
    await waitFor(() =>
      expect(list('En cours').getByRole('heading', { level: 3 }).textContent).toBe(
        'Commande n° FR-2612-000001',
      ),
    );
    expect(api.callsTo('/secure/me/orders').at(-1)!.query).toBe('?page=2&state=in_progress');
    expect(list('Terminées').getByText('Aucune commande terminée pour le moment.')).toBeTruthy();
  });
});

describe('/account/history/{id}', () => {
  it('shows the lines, delivery, carrier and tracking, payment and the status timeline', async () => {
    const { api, session, orders } = customerWithOrders(['shipped']);
    api.orders.update(orders[0]!.id, (order) => ({
      ...order,
      carrier: { ...order.carrier, trackingNumber: '6A12345678901' },
    }));
    renderApp({ path: '/account/history/1', api, session });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Commande n° FR-2612-000001' }),
    ).toBeTruthy();
    const items = within(screen.getByRole('region', { name: 'Articles' }));
    expect(items.getByText('Casquette six panneaux')).toBeTruthy();
    expect(items.getByText('North Block')).toBeTruthy();
    expect(items.getByRole('listitem').querySelector('img')?.getAttribute('src')).toBe(
      '/media/products/202.jpg',
    );
    const delivery = within(screen.getByRole('region', { name: 'Livraison' }));
    expect(delivery.getByText('12 rue de la Roquette')).toBeTruthy();
    expect(delivery.getByText('6A12345678901')).toBeTruthy();
    const payment = within(screen.getByRole('region', { name: 'Paiement' }));
    expect(payment.getByText('Virement bancaire')).toBeTruthy();
    const steps = within(screen.getByRole('region', { name: 'Suivi de la commande' })).getAllByRole(
      'listitem',
    );
    expect(
      steps.map((step) => step.firstElementChild!.nextElementSibling!.firstChild!.textContent),
    ).toEqual(['En attente de virement', 'Expédiée']);
    expect(steps[1]!.getAttribute('aria-current')).toBe('step');
  });

  it('downloads the bill and the purchase order under the names the API gives', async () => {
    const saved = watchDownloads();
    const { api, session } = customerWithOrders(['paid']);
    renderApp({ path: '/account/history/1', api, session });
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger la facture' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('facture-FR-2612-000001.pdf');
    expect((await saved[0]!.blob.text()).startsWith('%PDF')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger le bon de commande' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]!.name).toBe('bon-de-commande-FR-2612-000001.pdf');
  });

  it('offers no bill for an order not paid yet, and says when it comes', async () => {
    const { api, session } = customerWithOrders(['awaiting_transfer']);
    renderApp({ path: '/account/history/1', api, session });
    expect(
      await screen.findByRole('button', { name: 'Télécharger le bon de commande' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Télécharger la facture' })).toBeNull();
    expect(screen.getByText('La facture sera disponible une fois la commande payée.')).toBeTruthy();
  });

  it("is the not-found page for another customer's order or an unknown one", async () => {
    const { api, session } = customerWithOrders(['paid']);
    const stranger = api.addCustomer('paul@example.fr', 'secret456', {
      firstName: 'Paul',
      lastName: 'Martin',
    });
    api.orders.seed(stranger, capOrder({ methodId: 11 }));
    renderApp({ path: '/account/history/2', api, session });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
    cleanup();
    renderApp({ path: '/account/history/abc', api, session });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeTruthy();
  });
});
