/**
 * Orders and payments of the customer journey (sections 2, 4, 8 and 9): statuses and their
 * allowed transitions, payment method ids, and the limits of the purchase.
 */

/** Section 9: payment method ids. */
export const PAYMENT_METHOD_IDS = {
  voucher: 10,
  card: 12,
  cheque: 2,
  bankTransfer: 11,
  paypal: 7,
} as const;

export type PaymentMethodName = keyof typeof PAYMENT_METHOD_IDS;
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[PaymentMethodName];

export const ORDER_STATUSES = [
  'awaiting_payment',
  'awaiting_transfer',
  'paid',
  'preparing',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Where each status may go next; anything else is refused. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  awaiting_payment: ['paid', 'cancelled'],
  awaiting_transfer: ['paid', 'cancelled'],
  paid: ['preparing', 'shipped', 'cancelled', 'refunded'],
  preparing: ['shipped', 'cancelled', 'refunded'],
  shipped: ['delivered', 'refunded'],
  delivered: ['refunded'],
  cancelled: [],
  refunded: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

/** Orders still waiting for their money hold their stock; the others keep it taken. */
export function holdsStock(status: OrderStatus): boolean {
  return status !== 'cancelled';
}

/** Orders in progress for the account's history; the others are finished. */
export function isOrderInProgress(status: OrderStatus): boolean {
  return !['delivered', 'cancelled', 'refunded'].includes(status);
}

/**
 * An order has a bill once its money came in: its history went through `paid` (a refund or a
 * later cancellation does not take the bill back; an order never paid has none).
 */
export function hasBill(history: readonly OrderStatus[]): boolean {
  return history.includes('paid');
}

/** An unpaid card or PayPal order gives its stock back after this long (the basket stays). */
export const STOCK_HOLD_MINUTES = 30;
/** A bank transfer has longer to arrive before the order is cancelled. */
export const TRANSFER_HOLD_DAYS = 7;
/** PayPal in four instalments from this amount (euros), as PayPal's own offer. */
export const PAYPAL_4X_MINIMUM = 30;
export const PAYPAL_4X_MAXIMUM = 2000;

/**
 * A readable, unique order number: the store's letters, the year and month of the order, and
 * the order id in base 36 padded to six characters (`FR-2611-00A1B2`).
 */
export function orderNumber(storeId: string, createdAt: Date, id: number): string {
  const yymm = `${String(createdAt.getUTCFullYear() % 100).padStart(2, '0')}${String(createdAt.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${storeId.toUpperCase()}-${yymm}-${id.toString(36).toUpperCase().padStart(6, '0')}`;
}

/** Money that arrives outside any provider, confirmed by the back office: transfer, cheque. */
export function isOfflinePayment(methodId: number): boolean {
  return methodId === PAYMENT_METHOD_IDS.bankTransfer || methodId === PAYMENT_METHOD_IDS.cheque;
}

/**
 * When an unpaid order gives its stock back: STOCK_HOLD_MINUTES after it was placed for a card
 * or PayPal payment never completed, TRANSFER_HOLD_DAYS for a transfer or cheque never
 * received; null for an order that holds nothing or already has its money.
 */
export function stockHoldEndsAt(
  status: OrderStatus,
  methodId: number,
  placedAt: Date,
): Date | null {
  if (status !== 'awaiting_payment' && status !== 'awaiting_transfer') return null;
  return isOfflinePayment(methodId)
    ? new Date(placedAt.getTime() + TRANSFER_HOLD_DAYS * 86_400_000)
    : new Date(placedAt.getTime() + STOCK_HOLD_MINUTES * 60_000);
}

/** PayPal in four instalments only between its minimum and maximum (euros, both included). */
export function allowsPaypal4x(totalEuros: number): boolean {
  return totalEuros >= PAYPAL_4X_MINIMUM && totalEuros <= PAYPAL_4X_MAXIMUM;
}

/** The methods a payment provider can take; the others the shop handles itself. */
export type ProviderMethodId = typeof PAYMENT_METHOD_IDS.card | typeof PAYMENT_METHOD_IDS.paypal;

/**
 * Section 9: what a store offers to pay with. Vouchers and credits are the shop's own money,
 * always taken; then the provider's methods, bank transfer everywhere, and cheque only where
 * the store enables it. Listed in the order the payment page shows them.
 */
export function offeredPaymentMethods({
  providerMethods,
  acceptsCheque,
}: {
  providerMethods: readonly ProviderMethodId[];
  acceptsCheque: boolean;
}): PaymentMethodId[] {
  const { voucher, card, paypal, bankTransfer, cheque } = PAYMENT_METHOD_IDS;
  const fromProvider = [card, paypal].filter((id) => providerMethods.includes(id));
  return [voucher, ...fromProvider, bankTransfer, ...(acceptsCheque ? [cheque] : [])];
}

/** How long a store's offered methods may be cached (seconds): a store enables cheques rarely. */
export const PAYMENT_METHODS_CACHE_SECONDS = 300;
