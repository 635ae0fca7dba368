import { formatPrice } from '@shop/domain/money';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInCustomer } from '../test/customer';
import { REFUSED, VISA } from '../test/fake-orders';
import { cap } from '../test/fixtures';
import { capOrder, HOME_DELIVERY, renderPurchase } from '../test/purchase';
import { renderApp, storedLines } from '../test/render-app';
import { paymentStore } from './payment-store';

afterEach(cleanup);

const fr = (value: number) => formatPrice(value, 'fr');
const methods = () => screen.findByRole('group', { name: 'Moyen de paiement' });
const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
const continueButton = () => screen.getByRole('button', { name: 'Continuer' });

describe('payment page guards', () => {
  it('sends a guest to log in, coming back to the payment step', async () => {
    const { router } = renderApp({ path: '/checkout/payment', lines: [cap] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(
      `?mode=connection&redirect=${encodeURIComponent('/checkout/payment')}`,
    );
  });

  it('sends a customer without an address to add_address', async () => {
    const { api, session } = signedInCustomer();
    const { router } = renderApp({ path: '/checkout/payment', lines: [cap], api, session });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/add_address'));
  });

  it.each([
    ['no carrier', { ...HOME_DELIVERY, choice: { ...HOME_DELIVERY.choice, carrierId: null } }],
    ['a relay carrier for an address', { ...HOME_DELIVERY, carrierType: 'relay' as const }],
    [
      'an address gone from the book',
      { ...HOME_DELIVERY, choice: { ...HOME_DELIVERY.choice, shippingAddressId: 9 } },
    ],
  ])('sends a delivery choice with %s back to /checkout/shipping', async (_, delivery) => {
    const { router } = renderPurchase('/checkout/payment', { delivery });
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/shipping'));
  });

  it('lets a complete choice onto the payment step, step 3 of the timeline', async () => {
    renderPurchase('/checkout/payment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Paiement' })).toBeTruthy();
    expect(document.title).toBe('Paiement | Maison Rue');
    const timeline = screen.getByRole('navigation', { name: 'Étapes de la commande' });
    expect(timeline.querySelector('[aria-current="step"]')?.textContent).toContain('Paiement');
  });
});

describe('payment page', () => {
  it('offers saved cards, a new card, PayPal 1x and 4x and bank transfer in one radio group', async () => {
    const expired = { ...VISA, id: 'card_old', last4: '0005', expMonth: 1, expYear: 2020 };
    renderPurchase('/checkout/payment', { cards: [VISA, expired] });
    const group = await methods();
    await within(group).findByRole('radio', { name: /Carte Visa •••• 4242/ });
    const radios = within(group).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((input) => input.name)).toEqual(Array(6).fill('payment-method'));
    expect(radios.map((input) => input.labels?.[0]?.textContent)).toEqual([
      expect.stringMatching(/^Carte Visa •••• 4242Carte enregistrée, expire fin 12\/\d\d$/),
      'Carte Visa •••• 0005Carte expirée fin 01/20 : elle ne peut plus être utilisée.',
      expect.stringContaining('Nouvelle carte bancaire'),
      expect.stringContaining('PayPal'),
      expect.stringContaining('PayPal en 4 fois'),
      expect.stringContaining('Virement bancaire'),
    ]);
    // The first valid saved card is chosen; the expired one cannot be.
    expect(radios.map((input) => input.checked)).toEqual([true, false, false, false, false, false]);
    expect(radios[1]!.disabled).toBe(true);
    expect(radio(/^Virement bancaire/).labels![0]!.textContent).toContain(
      'nous vous indiquons notre IBAN et la référence',
    );
  });

  it('offers PayPal in 4 payments only from its minimum total', async () => {
    renderPurchase('/checkout/payment', { price: 20 });
    await methods();
    // 20 € + 4,95 € delivery: under 30 €.
    await waitFor(() =>
      expect(radio(/^PayPal en 4 fois/).labels![0]!.textContent).toContain(
        `Disponible à partir de ${fr(30)} d'achat.`,
      ),
    );
    expect(radio(/^PayPal en 4 fois/).disabled).toBe(true);
    expect(radio(/^PayPalRéglez en une fois/).disabled).toBe(false);
    cleanup();

    renderPurchase('/checkout/payment', { price: 35 });
    await methods();
    await waitFor(() => expect(radio(/^PayPal en 4 fois/).disabled).toBe(false));
    fireEvent.click(radio(/^PayPal en 4 fois/));
    expect(paymentStore.getState().selection).toEqual({ kind: 'paypal', installments: 4 });
  });

  it('offers PayPal 4x only where the payment provider takes it (not Stripe)', async () => {
    renderPurchase('/checkout/payment', {
      prepare: (api) => {
        api.orders.paymentMethods = { methodIds: [10, 12, 7, 11], paypal4x: null };
      },
    });
    const offered = await methods();
    await within(offered).findByRole('radio', { name: /^PayPalRéglez en une fois/ });
    expect(within(offered).queryByRole('radio', { name: /^PayPal en 4 fois/ })).toBeNull();
    cleanup();
  });

  it('hides PayPal where the payment provider does not take it', async () => {
    renderPurchase('/checkout/payment', {
      prepare: (api) => {
        api.orders.paymentMethods = { methodIds: [10, 12, 11], paypal4x: null };
      },
    });
    const group = await methods();
    await within(group).findByRole('radio', { name: /^Nouvelle carte bancaire/ });
    const names = within(group)
      .getAllByRole('radio')
      .map((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '');
    expect(names).toEqual([
      expect.stringContaining('Nouvelle carte bancaire'),
      expect.stringContaining('Virement bancaire'),
    ]);
    expect(screen.queryByText(/PayPal/)).toBeNull();
  });

  it('offers cheques where the store takes them, and goes on with one', async () => {
    const { router } = renderPurchase('/checkout/payment', {
      termsAccepted: true,
      prepare: (api) => {
        api.orders.paymentMethods = { ...api.orders.paymentMethods, methodIds: [10, 12, 7, 11, 2] };
      },
    });
    await methods();
    const cheque = await screen.findByRole('radio', { name: /^Chèque/ });
    expect((cheque as HTMLInputElement).labels![0]!.textContent).toContain(
      "nous vous indiquons l'ordre et l'adresse d'envoi",
    );
    cheque.focus();
    fireEvent.click(cheque);
    fireEvent.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/summary'));
    expect(paymentStore.getState().selection).toEqual({ kind: 'cheque' });
  });

  it('asks for a method, then for the terms, before going on to the summary', async () => {
    const { router } = renderPurchase('/checkout/payment');
    await methods();
    fireEvent.click(continueButton());
    expect(screen.getByText('Choisissez un moyen de paiement.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/checkout/payment');

    fireEvent.click(radio(/^Nouvelle carte bancaire/));
    const remember = screen.getByRole('checkbox', {
      name: 'Enregistrer cette carte pour mes prochains achats',
    });
    fireEvent.click(remember);
    fireEvent.click(continueButton());
    const terms = screen.getByRole('checkbox', { name: /J'ai lu et j'accepte les/ });
    const error = screen.getByText(
      'Vous devez accepter les conditions générales de vente pour continuer.',
    );
    expect(terms.getAttribute('aria-invalid')).toBe('true');
    expect(terms.getAttribute('aria-describedby')).toBe(error.id);
    expect(document.activeElement).toBe(terms);
    expect(screen.queryByText('Choisissez un moyen de paiement.')).toBeNull();
    expect(router.state.location.pathname).toBe('/checkout/payment');

    fireEvent.click(terms);
    expect(screen.queryByText(error.textContent!)).toBeNull();
    fireEvent.click(continueButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/summary'));
    expect(paymentStore.getState()).toMatchObject({
      selection: { kind: 'newCard', remember: true },
      termsAccepted: true,
    });
  });

  it('links the terms to the storefront page in the page language, in a new tab', async () => {
    renderPurchase('/en/checkout/payment');
    await screen.findByRole('group', { name: 'Payment method' });
    const link = screen.getByRole('link', {
      name: 'terms and conditions of sale',
      description: '(opens in a new tab)',
    });
    expect(link.getAttribute('href')).toBe('/en/t/terms');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(
      screen.getByRole('checkbox', {
        name: 'I have read and accept the terms and conditions of sale.',
      }),
    ).toBeTruthy();
  });

  it('shows the server totals with the chosen carrier', async () => {
    renderPurchase('/checkout/payment');
    await waitFor(() =>
      expect(screen.getByTestId('shipping-total').textContent).toContain(fr(39.95)),
    );
    expect(screen.getByTestId('shipping-shipping').textContent).toContain('Colissimo Domicile');
  });

  it('back from a failed payment, says so and that nothing was debited, and keeps the basket', async () => {
    const { api, customerId } = renderPurchase('/checkout/payment?order=1&payment=failed');
    api.orders.refuseNextPayment = true;
    api.orders.seed(customerId, capOrder({ methodId: 12, savedCardId: null }));
    const alert = await screen.findByTestId('payment-failure');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toMatch(/^Votre paiement a échoué/);
    expect(alert.textContent).toContain(
      "Aucun montant n'a été débité de votre compte, et votre panier a été conservé.",
    );
    // The provider's reason, in the shopper's language.
    await waitFor(() =>
      expect(alert.textContent).toContain('Motif : Votre carte a été refusée par votre banque.'),
    );
    expect(storedLines()).toHaveLength(1);
    expect(await methods()).toBeTruthy();
  });

  it("waits for the provider's refusal that lands after the shopper is back, and shows its reason", async () => {
    const { api, customerId } = renderPurchase('/checkout/payment?order=1&payment=failed');
    // Back from the card form before the provider's webhook: the payment still waits.
    const order = api.orders.seed(customerId, capOrder({ methodId: 12, savedCardId: null }));
    const alert = await screen.findByTestId('payment-failure');
    await waitFor(() =>
      expect(api.callsTo(`/secure/orders/${order.id}`).length).toBeGreaterThan(0),
    );
    expect(alert.textContent).not.toContain('Motif');
    api.orders.update(order.id, (current) => ({
      ...current,
      status: 'cancelled',
      payments: current.payments.map((p) => ({ ...p, status: 'failed', error: REFUSED })),
    }));
    await waitFor(() => expect(alert.textContent).toContain(`Motif : ${REFUSED.message}`));
  });
});
