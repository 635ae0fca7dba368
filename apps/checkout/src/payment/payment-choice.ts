import type { TOrder, TOrderPayment, TPaymentChoice, TSavedCard } from '@shop/api-client';
import { toCents } from '@shop/domain/money';
import { PAYMENT_METHOD_IDS, PAYPAL_4X_MAXIMUM, PAYPAL_4X_MINIMUM } from '@shop/domain/orders';

/**
 * What the shopper picked on /checkout/payment. A saved card keeps its brand, last digits and
 * expiry so the summary shows it without asking the provider again (the API checks the id).
 */
export type PaymentSelection =
  | { kind: 'savedCard'; card: TSavedCard }
  | { kind: 'newCard'; remember: boolean }
  | { kind: 'paypal'; installments: 1 | 4 }
  | { kind: 'transfer' }
  | { kind: 'cheque' };

/** The radio value of a selection: one radio group for every method. */
export function selectionValue(selection: PaymentSelection): string {
  if (selection.kind === 'savedCard') return `card:${selection.card.id}`;
  if (selection.kind === 'paypal') return `paypal:${selection.installments}`;
  return selection.kind;
}

/** The payment part of POST /secure/orders (section 9's method ids). */
export function paymentChoice(selection: PaymentSelection): TPaymentChoice {
  switch (selection.kind) {
    case 'savedCard':
      return { methodId: PAYMENT_METHOD_IDS.card, savedCardId: selection.card.id };
    case 'newCard':
      return { methodId: PAYMENT_METHOD_IDS.card, savedCardId: null, remember: selection.remember };
    case 'paypal':
      return { methodId: PAYMENT_METHOD_IDS.paypal, installments: selection.installments };
    case 'transfer':
      return { methodId: PAYMENT_METHOD_IDS.bankTransfer };
    case 'cheque':
      return { methodId: PAYMENT_METHOD_IDS.cheque };
  }
}

/**
 * Whether the store offers the selection's method (GET /payment-methods' ids), PayPal 4x only
 * where the provider takes it (`paypal4x`: its range is answered).
 */
export function isSelectionOffered(
  selection: PaymentSelection,
  methodIds: readonly number[],
  paypal4x = true,
): boolean {
  if (selection.kind === 'paypal' && selection.installments === 4 && !paypal4x) return false;
  return methodIds.includes(paymentChoice(selection).methodId);
}

/** Money the shop receives itself (transfer, cheque): the order waits for the back office. */
export const isOfflineSelection = (selection: PaymentSelection) =>
  selection.kind === 'transfer' || selection.kind === 'cheque';

export type Paypal4xOffer = 'available' | 'below' | 'above' | 'unknown';

/** PayPal in four instalments from its minimum to its maximum total (compared in cents). */
export function paypal4xOffer(total: number | null): Paypal4xOffer {
  if (total === null) return 'unknown';
  const cents = toCents(total);
  if (cents < toCents(PAYPAL_4X_MINIMUM)) return 'below';
  if (cents > toCents(PAYPAL_4X_MAXIMUM)) return 'above';
  return 'available';
}

/** A card can pay until the end of its expiry month. */
export function isCardExpired(card: Pick<TSavedCard, 'expMonth' | 'expYear'>, now: Date): boolean {
  const year = now.getFullYear();
  return card.expYear < year || (card.expYear === year && card.expMonth < now.getMonth() + 1);
}

/** `MM/YY`, as printed on the card. */
export const cardExpiry = (card: Pick<TSavedCard, 'expMonth' | 'expYear'>) =>
  `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;

/**
 * Whether a selection kept from earlier can still pay: a saved card still on file and not
 * expired, PayPal 4x while the total allows it.
 */
export function isSelectionUsable(
  selection: PaymentSelection,
  context: { cards: readonly TSavedCard[] | null; total: number | null; now: Date },
): boolean {
  if (selection.kind === 'savedCard')
    return (
      context.cards !== null &&
      context.cards.some((card) => card.id === selection.card.id) &&
      !isCardExpired(selection.card, context.now)
    );
  if (selection.kind === 'paypal' && selection.installments === 4)
    return paypal4xOffer(context.total) === 'available';
  return true;
}

/** The payment the shopper makes (vouchers and credits, method 10, come first). */
export function mainPayment(order: Pick<TOrder, 'payments'>): TOrderPayment | null {
  return (
    order.payments.find((payment) => payment.methodId !== PAYMENT_METHOD_IDS.voucher) ??
    order.payments[0] ??
    null
  );
}

/** The provider's pages only: an http(s) address or a path of this site, never a script. */
export function isSafeRedirectUrl(url: string): boolean {
  if (/^\/(?!\/)/.test(url)) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:';
  } catch {
    return false;
  }
}
