import type { TVoucher } from '@shop/api-client';
import { formatPrice } from '@shop/domain/money';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPurchase } from '../test/purchase';
import { paymentStore } from './payment-store';

afterEach(cleanup);

const fr = (value: number) => formatPrice(value, 'fr');
const DAY = 86_400_000;
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const voucher = (id: number, remaining: number, expiresIn: number, label: string): TVoucher => ({
  id,
  kind: 'voucher',
  origin: 'goodwill',
  label,
  amount: remaining || 10,
  remaining,
  validFrom: day(-10),
  expiresAt: day(expiresIn),
  state: remaining === 0 ? 'used' : expiresIn < 0 ? 'expired' : 'active',
});

/** The cap at 35 € with 4,95 € delivery: 39,95 € in all. */
function renderWithVouchers(vouchers: TVoucher[], path = '/checkout/payment') {
  const rendered = renderPurchase(path);
  rendered.api.accountArea.vouchers.set(rendered.customerId, vouchers);
  return rendered;
}

const voucherGroup = () => screen.findByRole('group', { name: "Bons d'achat et avoirs" });
const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const figures = () => screen.getByTestId('voucher-figures').textContent;
const terms = () => screen.getByRole('checkbox', { name: /J'ai lu et j'accepte les/ });

describe('vouchers and credits on the payment step', () => {
  it('lists those that can pay, applies the ticked ones first and says what is left to pay', async () => {
    const { api, router, customerId } = renderWithVouchers([
      voucher(1, 10, 300, 'Carte cadeau …PQRS'),
      voucher(2, 5, 30, 'Geste commercial'),
      voucher(3, 0, 30, 'Avoir épuisé'),
      voucher(4, 8, -1, 'Avoir expiré'),
    ]);
    const group = within(await voucherGroup());
    const boxes = group.getAllByRole('checkbox') as HTMLInputElement[];
    // The soonest to expire first; used and expired ones are not offered.
    expect(boxes.map((box) => box.labels![0]!.textContent)).toEqual([
      expect.stringMatching(/^Geste commercial5,00\s€ disponibles · Valable jusqu'au /),
      expect.stringMatching(/^Carte cadeau …PQRS10,00\s€ disponibles · Valable jusqu'au /),
    ]);
    expect(boxes.map((box) => box.checked)).toEqual([false, false]);
    expect(screen.queryByTestId('voucher-figures')).toBeNull();

    fireEvent.click(checkbox(/^Carte cadeau …PQRS/));
    await waitFor(() => expect(figures()).toContain(fr(-10)));
    expect(figures()).toContain(`Reste à payer${fr(29.95)}`);
    // Something is left: the other methods are still there to pay it.
    expect(screen.getByRole('group', { name: 'Moyen de paiement' })).toBeTruthy();
    expect(paymentStore.getState().voucherIds).toEqual([1]);

    fireEvent.click(screen.getByRole('radio', { name: /^Virement bancaire/ }));
    fireEvent.click(terms());
    fireEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/summary'));
    fireEvent.click(await screen.findByRole('button', { name: 'Commander' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/confirm'));
    const [order] = api.orders.of(customerId);
    expect(order!.totals).toMatchObject({ vouchers: 10, total: 29.95 });
    expect(order!.payments.map((payment) => [payment.methodId, payment.amount])).toEqual([
      [10, 10],
      [11, 29.95],
    ]);
    const sent = api.calls.find(
      (call) => call.method === 'POST' && call.path.endsWith('/secure/orders'),
    );
    expect(sent!.body).toMatchObject({ voucherIds: [1], payment: { methodId: 11 } });
  });

  it('when they pay it all, leaves only the terms and a button that pays with them at once', async () => {
    const { api, router, customerId } = renderWithVouchers([
      voucher(1, 30, 300, 'Carte cadeau …PQRS'),
      voucher(2, 25, 30, 'Geste commercial'),
    ]);
    await voucherGroup();
    fireEvent.click(checkbox(/^Carte cadeau …PQRS/));
    fireEvent.click(checkbox(/^Geste commercial/));
    await waitFor(() => expect(figures()).toContain(`Reste à payer${fr(0)}`));
    expect(figures()).toContain(fr(-39.95));
    expect(screen.queryByRole('group', { name: 'Moyen de paiement' })).toBeNull();
    expect(
      screen.getByText(
        "Vos bons d'achat et avoirs couvrent toute la commande : rien d'autre à payer.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continuer' })).toBeNull();

    const pay = screen.getByRole('button', { name: 'Payer avec mes bons' });
    fireEvent.click(pay);
    expect(
      screen.getByText('Vous devez accepter les conditions générales de vente pour continuer.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(terms());
    expect(api.orders.of(customerId)).toEqual([]);

    fireEvent.click(terms());
    fireEvent.click(pay);
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/confirm'));
    const [order] = api.orders.of(customerId);
    expect(order).toMatchObject({
      status: 'paid',
      totals: { vouchers: 39.95, total: 0 },
      payments: [{ methodId: 10, provider: 'shop', status: 'succeeded', amount: 39.95 }],
    });
    const sent = api.calls.find(
      (call) => call.method === 'POST' && call.path.endsWith('/secure/orders'),
    );
    // Both sent: the API spends the soonest to expire first, as the page counted.
    expect(sent!.body).toMatchObject({ payment: { methodId: 10 }, voucherIds: [2, 1] });
  });

  it('shows the API’s refusal when a voucher was used up meanwhile, and the vouchers as they are', async () => {
    const { api, customerId } = renderWithVouchers([voucher(1, 50, 300, 'Carte cadeau …PQRS')]);
    await voucherGroup();
    fireEvent.click(checkbox(/^Carte cadeau …PQRS/));
    fireEvent.click(terms());
    api.orders.refusal = {
      status: 422,
      message: "Un bon d'achat ou avoir choisi n'est plus utilisable.",
      field: 'voucherIds',
    };
    // Spent elsewhere meanwhile: the list read again no longer offers it.
    api.accountArea.vouchers.set(customerId, [voucher(1, 0, 300, 'Carte cadeau …PQRS')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Payer avec mes bons' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Un bon d'achat ou avoir choisi n'est plus utilisable.",
    );
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: "Bons d'achat et avoirs" })).toBeNull(),
    );
    expect(screen.getByRole('group', { name: 'Moyen de paiement' })).toBeTruthy();
  });

  it('says so when they cannot be loaded, and keeps the other methods', async () => {
    const { api } = renderPurchase('/checkout/payment');
    api.failures.set('/secure/account/vouchers', 500);
    // Asked twice (one retry, a second apart) before it says so.
    const failure = await screen.findByText(
      "Vos bons d'achat et avoirs n'ont pas pu être chargés.",
      {},
      { timeout: 5_000 },
    );
    expect(failure.getAttribute('role')).toBe('alert');
    expect(screen.getByRole('group', { name: 'Moyen de paiement' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy();
  });

  it('shows nothing of them to a customer who has none', async () => {
    renderPurchase('/checkout/payment');
    await screen.findByRole('group', { name: 'Moyen de paiement' });
    await waitFor(() =>
      expect(screen.getByTestId('shipping-total').textContent).toContain(fr(39.95)),
    );
    expect(screen.queryByRole('group', { name: "Bons d'achat et avoirs" })).toBeNull();
    expect(screen.queryByTestId('voucher-figures')).toBeNull();
  });
});
