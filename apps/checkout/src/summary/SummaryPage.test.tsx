import { formatPrice } from '@shop/domain/money';
import { messages } from '@shop/i18n';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fullPage } from '../app/site-navigation';
import { HOME_DELIVERY_LABEL, RELAY_POINTS } from '../test/delivery-fixtures';
import { ORDER_ATTEMPT_STORAGE_KEY } from '../payment/order-attempt';
import { BANK_DETAILS, REFUSED, VISA } from '../test/fake-orders';
import { renderPurchase, type PurchaseOptions } from '../test/purchase';
import { storedLines } from '../test/render-app';

afterEach(cleanup);

const fr = (value: number) => formatPrice(value, 'fr');

function renderSummary(options: PurchaseOptions = {}) {
  return renderPurchase('/checkout/summary', {
    selection: { kind: 'newCard', remember: false },
    termsAccepted: true,
    ...options,
  });
}

const payButton = () => screen.findByRole('button', { name: `Payer ${fr(39.95)}` });
/** The button once the server's total is in (it waits for it, busy). */
async function readyPayButton(name = `Payer ${fr(39.95)}`) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
  return button;
}

describe('summary page', () => {
  it.each([
    ['no payment method', { selection: null }],
    ['the terms not accepted', { termsAccepted: false }],
  ])('sends a shopper with %s back to /checkout/payment', async (_, options) => {
    const { router } = renderSummary(options);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/payment'));
  });

  it('shows the order before it is paid: lines, address, carrier and date, method, totals', async () => {
    renderSummary();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Récapitulatif de la commande' }),
    ).toBeTruthy();
    const timeline = screen.getByRole('navigation', { name: 'Étapes de la commande' });
    expect(timeline.querySelector('[aria-current="step"]')?.textContent).toContain('Paiement');

    const items = screen.getByRole('region', { name: 'Vos articles' });
    expect(items.textContent).toContain('Casquette six panneaux');
    expect(items.textContent).toContain('Quantité : 1');
    expect(items.textContent).toContain(fr(35));

    const delivery = screen.getByRole('region', { name: 'Livraison' });
    expect(delivery.textContent).toContain('À domicile');
    expect(delivery.textContent).toContain('12 rue de la Roquette');
    expect(await within(delivery).findByTestId('summary-carrier')).toBeTruthy();
    expect(delivery.textContent).toContain('Colissimo Domicile');
    expect(delivery.textContent).toContain(`Livraison estimée le ${HOME_DELIVERY_LABEL}`);
    expect(
      within(delivery).getByRole('link', { name: 'Modifier la livraison' }).getAttribute('href'),
    ).toBe('/checkout/shipping');

    const payment = screen.getByRole('region', { name: 'Paiement' });
    expect(within(payment).getByTestId('summary-method').textContent).toBe(
      'Nouvelle carte bancaire',
    );
    expect(
      within(payment)
        .getByRole('link', { name: 'Modifier le moyen de paiement' })
        .getAttribute('href'),
    ).toBe('/checkout/payment');

    await waitFor(() =>
      expect(screen.getByTestId('shipping-total').textContent).toContain(fr(39.95)),
    );
    expect(await payButton()).toBeTruthy();
  });

  it('shows a relay point with its opening hours', async () => {
    renderSummary({
      delivery: {
        mode: 'relay',
        choice: { shippingAddressId: null, relayPointId: 'FR-00042', carrierId: 3 },
        relayPoint: RELAY_POINTS[0]!,
        carrierType: 'relay',
      },
    });
    const delivery = await screen.findByRole('region', { name: 'Livraison' });
    expect(delivery.textContent).toContain('En point relais');
    expect(delivery.textContent).toContain('Tabac de la Roquette');
    expect(within(delivery).getByText("Horaires d'ouverture")).toBeTruthy();
    await waitFor(() => expect(delivery.textContent).toContain('Point relais'));
  });

  it('creates the order once with one idempotency key on a double click, then goes to the provider', async () => {
    const assign = vi.spyOn(fullPage, 'assign').mockImplementation(() => {});
    const { api, session } = renderSummary({ selection: { kind: 'newCard', remember: true } });
    const button = await readyPayButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/v5/sandbox/pay/pi_1'));
    const calls = api.callsTo('/secure/orders');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.authorization).toBe(`Bearer ${session.token}`);
    expect(calls[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls[0]!.body).toEqual({
      basketItems: [{ productId: 202, productSizeId: 2020, quantity: 1 }],
      basketPromotion: null,
      carrierId: 1,
      shippingAddressId: 1,
      payment: { methodId: 12, savedCardId: null, remember: true },
      termsAccepted: true,
    });
    expect(api.orders.all()).toHaveLength(1);
    expect(
      screen.getByText('Redirection vers la page de paiement sécurisée…', { selector: 'p' }),
    ).toBeTruthy();
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('sends the same key again after a failed answer, so the retry cannot make a second order', async () => {
    const { api } = renderSummary({ selection: { kind: 'paypal', installments: 1 } });
    vi.spyOn(fullPage, 'assign').mockImplementation(() => {});
    api.failures.set('/secure/orders', 503);
    fireEvent.click(await readyPayButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Votre commande n'a pas pu être enregistrée. Merci de réessayer dans quelques instants.",
    );
    api.failures.delete('/secure/orders');
    fireEvent.click(await readyPayButton());
    await waitFor(() =>
      expect(fullPage.assign).toHaveBeenCalledWith('/api/v5/sandbox/paypal/pi_1'),
    );
    const keys = api.callsTo('/secure/orders').map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('charges a saved card at once and confirms the order', async () => {
    const { router, api } = renderSummary({
      cards: [VISA],
      selection: { kind: 'savedCard', card: VISA },
    });
    fireEvent.click(await readyPayButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/confirm'));
    expect(router.state.location.search).toBe('?order=1');
    expect(api.callsTo('/secure/orders')[0]!.body).toMatchObject({
      payment: { methodId: 12, savedCardId: VISA.id },
    });
    expect(await screen.findByTestId('order-number')).toBeTruthy();
  });

  it('orders by bank transfer: the confirmation gives the IBAN and the reference', async () => {
    const { router } = renderSummary({ selection: { kind: 'transfer' } });
    fireEvent.click(await readyPayButton('Commander'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/confirm'));
    const details = await screen.findByTestId('bank-transfer');
    expect(details.textContent).toContain('FR76 3000 6000 0112 3456 7890 189');
    expect(details.textContent).toContain(BANK_DETAILS.bic);
    expect(details.textContent).toContain(BANK_DETAILS.holder);
    expect(details.textContent).toContain('Référence à indiquerFR-2612-000001');
    expect(details.textContent).toContain(fr(39.95));
    expect(storedLines()).toEqual([]);
  });

  it.each([
    ['a declined saved card', REFUSED],
    [
      'an unreachable provider',
      {
        code: '4010311',
        message: 'Le service de paiement est momentanément indisponible. Réessayez plus tard.',
      },
    ],
  ])(
    'sends %s (402, as the API answers) back to the payment step with the reason, the basket kept',
    async (_, refusal) => {
      const { router, api } = renderSummary({
        cards: [VISA],
        selection: { kind: 'savedCard', card: VISA },
      });
      api.orders.refuseNextPayment = refusal;
      fireEvent.click(await readyPayButton());
      await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/payment'));
      expect(router.state.location.search).toBe('?order=1&payment=failed');
      const alert = await screen.findByTestId('payment-failure');
      expect(alert.textContent).toMatch(/^Votre paiement a échoué/);
      expect(alert.textContent).toContain("Aucun montant n'a été débité");
      // The reason the 402 carries.
      expect(alert.textContent).toContain(`Motif : ${refusal.message}`);
      expect(storedLines()).toHaveLength(1);
      // The attempt is over: paying again is a new order with a new key.
      expect(sessionStorage.getItem(ORDER_ATTEMPT_STORAGE_KEY)).toBeNull();
    },
  );

  it('sends the shopper to the basket with the message of a 409 (no longer available)', async () => {
    const { router, api } = renderSummary();
    const message = "La Casquette six panneaux en taille TU n'est plus disponible.";
    api.orders.refusal = { status: 409, message };
    fireEvent.click(await readyPayButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/basket'));
    const notice = await screen.findByTestId('order-notice');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toBe(message);
    expect(api.orders.all()).toHaveLength(0);
  });

  it('shows a refusal (422) in words and starts a new attempt afterwards', async () => {
    const { api } = renderSummary();
    vi.spyOn(fullPage, 'assign').mockImplementation(() => {});
    api.orders.refusal = { status: 422, message: 'Ce transporteur ne livre pas cette adresse.' };
    fireEvent.click(await readyPayButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Ce transporteur ne livre pas cette adresse.',
    );
    fireEvent.click(await readyPayButton());
    await waitFor(() => expect(fullPage.assign).toHaveBeenCalled());
    const keys = api.callsTo('/secure/orders').map((call) => call.headers['Idempotency-Key']);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('says why a shopper holding too many unpaid orders cannot order (422 unpaidOrders)', async () => {
    const { api, router } = renderSummary();
    const message = messages.fr.orders.errors.unpaidOrders.replace('{{orders}}', '3');
    api.orders.refusal = { status: 422, message, field: 'unpaidOrders' };
    fireEvent.click(await readyPayButton());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(router.state.location.pathname).toBe('/checkout/summary');
    expect(api.orders.all()).toHaveLength(0);
  });
});
