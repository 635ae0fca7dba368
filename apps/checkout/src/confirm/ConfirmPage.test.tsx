import { formatPrice } from '@shop/domain/money';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentStore } from '../payment/payment-store';
import { deliveryStore } from '../shipping/delivery-store';
import { signedInCustomer } from '../test/customer';
import { paris } from '../test/delivery-fixtures';
import { BANK_DETAILS, CHEQUE_PAYEE, REFUSED } from '../test/fake-orders';
import { cap } from '../test/fixtures';
import type { FakeApi } from '../test/fake-api';
import { capOrder, HOME_DELIVERY } from '../test/purchase';
import { renderApp, storedLines } from '../test/render-app';
import {
  CONFIRM_FIRST_POLLS_MS,
  CONFIRM_POLL_MS,
  CONFIRM_WAIT_LIMIT_MS,
} from './use-order-confirmation';

afterEach(cleanup);

/** The confirmation of an order placed just before (the basket still full). */
function renderConfirm(
  payment: Parameters<typeof capOrder>[0],
  query = '',
  prepare?: (api: FakeApi) => void,
) {
  const { api, session, customerId } = signedInCustomer([paris()]);
  api.delivery.prices.set(cap.info.id, { price: 35, originPrice: 35 });
  prepare?.(api);
  const order = api.orders.seed(customerId, capOrder(payment));
  const rendered = renderApp({
    path: `/checkout/confirm?order=${order.id}${query}`,
    lines: [cap],
    // The tab's choices, as the steps before left them.
    delivery: HOME_DELIVERY,
    payment: { selection: { kind: 'newCard', remember: false }, termsAccepted: true },
    api,
    session,
  });
  return { ...rendered, order };
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

describe('confirmation page', () => {
  it('shows the paid order: number, 48 h note, follow link, summary; the heading has the focus', async () => {
    const { order } = renderConfirm({ methodId: 12, savedCardId: 'card_visa_4242' });
    const title = await heading('Merci pour votre commande !');
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(document.title).toBe('Merci pour votre commande ! | Maison Rue');
    expect(screen.getByTestId('order-number').textContent).toBe(`Commande n° ${order.number}`);
    expect(
      screen.getByText("Votre commande peut mettre jusqu'à 48 h à apparaître dans votre compte."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Suivre ma commande' }).getAttribute('href')).toBe(
      `/account/history/${order.id}`,
    );
    const recap = screen.getByRole('region', { name: 'Votre commande' });
    expect(recap.textContent).toContain('Article 202');
    expect(recap.textContent).toContain('12 rue de la Roquette');
    expect(recap.textContent).toContain('Colissimo Domicile');
    expect(screen.getByTestId('order-totals').textContent).toContain('Total');
    const timeline = screen.getByRole('navigation', { name: 'Étapes de la commande' });
    expect(timeline.querySelector('[aria-current="step"]')?.textContent).toContain('Confirmation');
  });

  it('cleans the basket, the promotion code, the delivery and payment choices exactly once', async () => {
    const { basketStore } = renderConfirm({ methodId: 12, savedCardId: 'card_visa_4242' });
    const clear = vi.spyOn(basketStore.getState(), 'clear');
    await heading('Merci pour votre commande !');
    await waitFor(() => expect(storedLines()).toEqual([]));
    expect(deliveryStore.getState().choice.carrierId).toBeNull();
    expect(paymentStore.getState()).toMatchObject({ selection: null, termsAccepted: false });
    // Later answers and renders do not clean again (a basket filled since stays).
    basketStore.getState().replaceLines([cap]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(clear).toHaveBeenCalledTimes(1);
    expect(storedLines()).toHaveLength(1);
  });

  it('waits for the provider: pending, then paid once the payment is confirmed', async () => {
    const { api, order } = renderConfirm({ methodId: 12, savedCardId: null }, '&payment=succeeded');
    expect(await heading('Confirmation du paiement')).toBeTruthy();
    expect(
      screen.getByText(
        'Nous attendons la confirmation de votre paiement. Cela ne prend généralement que quelques secondes.',
      ),
    ).toBeTruthy();
    expect(storedLines()).toHaveLength(1);
    api.orders.update(order.id, (current) => ({
      ...current,
      status: 'paid',
      payments: current.payments.map((p) => ({ ...p, status: 'succeeded', redirectUrl: null })),
    }));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Merci pour votre commande !' },
        { timeout: CONFIRM_POLL_MS * 2 },
      ),
    ).toBeTruthy();
    expect(storedLines()).toEqual([]);
  });

  it('asks quickly at first after the return, so the thank-you page follows the payment', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { api, order } = renderConfirm(
        { methodId: 12, savedCardId: null },
        '&payment=succeeded',
      );
      await heading('Confirmation du paiement');
      const first = api.callsTo(`/secure/orders/${order.id}`).length;
      // The three first steps together are shorter than one 2 s step.
      await vi.advanceTimersByTimeAsync(CONFIRM_FIRST_POLLS_MS.reduce((a, b) => a + b, 0) + 50);
      expect(api.callsTo(`/secure/orders/${order.id}`).length).toBeGreaterThanOrEqual(first + 3);
      api.orders.update(order.id, (current) => ({ ...current, status: 'paid' }));
      await vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS + 50);
      expect(await heading('Merci pour votre commande !')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says the payment is still being processed after a minute, and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { api, order } = renderConfirm({ methodId: 7, installments: 1 });
      await heading('Confirmation du paiement');
      await vi.advanceTimersByTimeAsync(CONFIRM_WAIT_LIMIT_MS + CONFIRM_POLL_MS);
      expect(await heading('Paiement en cours de traitement')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Suivre ma commande' })).toBeTruthy();
      const asked = api.callsTo(`/secure/orders/${order.id}`).length;
      await vi.advanceTimersByTimeAsync(CONFIRM_POLL_MS * 3);
      expect(api.callsTo(`/secure/orders/${order.id}`)).toHaveLength(asked);
      expect(storedLines()).toHaveLength(1);

      // Paid meanwhile: asking again finds it.
      api.orders.update(order.id, (current) => ({ ...current, status: 'paid' }));
      fireEvent.click(screen.getByRole('button', { name: 'Vérifier à nouveau' }));
      expect(await heading('Merci pour votre commande !')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives the bank details of a transfer and what to do with them', async () => {
    renderConfirm({ methodId: 11 });
    expect(await heading('Votre commande est enregistrée')).toBeTruthy();
    const details = screen.getByTestId('bank-transfer');
    for (const value of [BANK_DETAILS.holder, BANK_DETAILS.bic])
      expect(details.textContent).toContain(value);
    // The IBAN in groups of four, and a button that copies it whole.
    const iban = details.querySelector('[data-key="iban"] dd')!;
    expect(iban.textContent).toContain('FR76 3000 6000 0112 3456 7890 189');
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(within(iban as HTMLElement).getByRole('button', { name: "Copier l'IBAN" }));
    await waitFor(() =>
      expect(within(iban as HTMLElement).getByRole('status').textContent).toBe('IBAN copié'),
    );
    expect(writeText).toHaveBeenCalledWith('FR7630006000011234567890189');
    expect(details.textContent).toContain('Référence à indiquerFR-2612-000001');
    expect(
      screen.getByText('Sans virement reçu sous 7 jours, la commande sera annulée.'),
    ).toBeTruthy();
    await waitFor(() => expect(storedLines()).toEqual([]));
  });

  it('tells how to pay by cheque: amount, payee, postal address, order number on the back', async () => {
    renderConfirm({ methodId: 2 });
    expect(await heading('Votre commande est enregistrée')).toBeTruthy();
    const details = screen.getByTestId('cheque');
    expect(details.textContent).toContain(`Montant${formatPrice(39.95, 'fr')}`);
    expect(details.textContent).toContain(`À l'ordre de${CHEQUE_PAYEE.payee}`);
    expect(details.textContent).toContain(`Adresse d'envoi${CHEQUE_PAYEE.address}`);
    expect(details.textContent).toContain('À écrire au dos du chèqueFR-2612-000001');
    expect(screen.queryByTestId('bank-transfer')).toBeNull();
    expect(
      screen.getByText('Sans chèque reçu sous 7 jours, la commande sera annulée.'),
    ).toBeTruthy();
    await waitFor(() => expect(storedLines()).toEqual([]));
  });

  it.each([
    ['the provider says so', '&payment=failed', false],
    ['Stripe says so (PayPal)', '&payment_intent=pi_1&redirect_status=failed', false],
    ['the order says so', '', true],
  ])(
    'sends a failed payment back to the payment step with the failure when %s',
    async (_, query, refuse) => {
      const { router } = renderConfirm({ methodId: 12, savedCardId: null }, query, (api) => {
        api.orders.refuseNextPayment = refuse;
      });
      await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/payment'));
      expect(router.state.location.search).toBe('?order=1&payment=failed');
      const alert = await screen.findByTestId('payment-failure');
      expect(alert.textContent).toMatch(/^Votre paiement a échoué/);
      if (refuse) await waitFor(() => expect(alert.textContent).toContain(REFUSED.message));
      expect(storedLines()).toHaveLength(1);
    },
  );

  it.each(['/checkout/confirm', '/checkout/confirm?order=abc', '/checkout/confirm?order=99'])(
    'says when %s is no order of the customer',
    async (path) => {
      const { api, session } = signedInCustomer([paris()]);
      renderApp({ path, api, session });
      expect(await heading('Commande introuvable')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Mes commandes' }).getAttribute('href')).toBe(
        '/account/history',
      );
    },
  );

  it('keeps the locale prefix in its links', async () => {
    const { api, session, customerId } = signedInCustomer([paris()]);
    const order = api.orders.seed(customerId, capOrder({ methodId: 12, savedCardId: 'x' }));
    renderApp({ path: `/en/checkout/confirm?order=${order.id}`, api, session });
    expect(await heading('Thank you for your order!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track my order' }).getAttribute('href')).toBe(
      `/en/account/history/${order.id}`,
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe(
      '/en',
    );
  });
});
