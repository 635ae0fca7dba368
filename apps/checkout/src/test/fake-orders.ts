import type {
  TCreateOrderRequest,
  TOrder,
  TOrderPayment,
  TOrderStatus,
  TPaymentMethods,
  TSavedCard,
  TVoucher,
} from '@shop/api-client';
import { fromCents, toCents } from '@shop/domain/money';
import { allocateVouchers, isVoucherSpendable } from '@shop/domain/vouchers';
import type { FakeDelivery } from './fake-delivery';

type Json = (status: number, body?: unknown) => Response;

/** A Visa card on file for the fake customer, valid for years. */
export const VISA: TSavedCard = {
  id: 'card_visa_4242',
  brand: 'Visa',
  last4: '4242',
  expMonth: 12,
  expYear: new Date().getFullYear() + 3,
};

/** A refused payment as the API answers it (the provider's code, the message translated). */
export const REFUSED = { code: '4000002', message: 'Votre carte a été refusée par votre banque.' };

/** What vouchers paid (method 10): settled by the shop at once. */
const SHOP_PAYMENT: TOrderPayment = {
  methodId: 10,
  provider: 'shop',
  status: 'succeeded',
  amount: 0,
  installments: 1,
  redirectUrl: null,
  error: null,
  bankTransfer: null,
  cheque: null,
};

/** The payment the shopper makes (after vouchers), as the checkout reads it. */
const mainPaymentOf = (order: TOrder) =>
  order.payments.find((payment) => payment.methodId !== 10) ?? order.payments[0]!;

const spendable = (voucher: TVoucher) => ({
  id: voucher.id,
  remainingCents: toCents(voucher.remaining),
  expiresAt: new Date(voucher.expiresAt),
  validFrom: new Date(voucher.validFrom),
});

export const BANK_DETAILS = {
  // As the API sends it: one block, the page groups it.
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPPXXX',
  holder: 'Maison Rue SAS',
  reference: 'FR-2612-000001',
};

/** Whom cheques are made out to and where they are posted (the API's legal mentions). */
export const CHEQUE_PAYEE = {
  payee: 'Maison Rue SAS',
  address: '12 rue de la Mode, 75002 Paris, France',
};

/**
 * The orders half of the fake API: saved cards per customer and POST /secure/orders with its
 * Idempotency-Key (the same key and body answer the first order again, another body 422,
 * no key 400), then GET /secure/orders/{id}. Payments go as the sandbox's do: a new card or
 * PayPal needs the provider's page, a saved card is charged at once, a transfer waits.
 */
export class FakeOrders {
  cards = new Map<number, TSavedCard[]>();
  /** GET /payment-methods: the sandbox's offer by default (no cheques). */
  paymentMethods: TPaymentMethods = {
    methodIds: [10, 12, 7, 11],
    paypal4x: { minimum: 30, maximum: 2000 },
  };
  /** Answers POST /secure/orders with this error once (a 409 "no longer available"...). */
  refusal: { status: number; message: string; field?: string } | null = null;
  /**
   * The next order's payment is refused by the provider (REFUSED, or this code and reason). A
   * saved card is refused at once, as the API answers it: 402 with the cancelled order.
   */
  refuseNextPayment: boolean | { code: string; message: string } = false;
  /** Product names for the order lines (unknown products get a generic one). */
  products = new Map<number, { name: string; brand: string; size: string; picture: string }>();
  private orders: { customerId: number; order: TOrder }[] = [];
  private keys = new Map<string, { body: string; orderId: number }>();

  constructor(
    private readonly delivery: FakeDelivery,
    /** The customer's vouchers and credits (the account area's), spent as the API does. */
    private readonly vouchersOf: (customerId: number) => TVoucher[] = () => [],
  ) {}

  /** The orders made, in order. */
  all(): TOrder[] {
    return this.orders.map((entry) => entry.order);
  }

  /** The orders of one customer, in the order they were made. */
  of(customerId: number): TOrder[] {
    return this.orders.filter((entry) => entry.customerId === customerId).map((e) => e.order);
  }

  /** An order made earlier (as if placed and paid elsewhere), without an idempotency key. */
  seed(customerId: number, body: TCreateOrderRequest): TOrder {
    const order = this.build(body, customerId);
    this.orders.push({ customerId, order });
    return order;
  }

  /** Changes an order as the webhooks or the back office would (paid, failed...). */
  update(orderId: number, change: (order: TOrder) => TOrder) {
    const entry = this.orders.find((candidate) => candidate.order.id === orderId);
    if (entry) entry.order = change(entry.order);
  }

  answer(
    json: Json,
    route: string,
    body: unknown,
    headers: Record<string, string>,
    customerId: number | undefined,
  ): Response | null {
    if (route === 'GET /payment-methods') return json(200, this.paymentMethods);
    const known =
      route === 'GET /secure/account/cards' ||
      route === 'POST /secure/orders' ||
      route.startsWith('GET /secure/orders/');
    if (!known) return null;
    if (customerId === undefined) return json(401, { message: 'expired', status: 401 });
    if (route === 'GET /secure/account/cards') return json(200, this.cards.get(customerId) ?? []);
    if (route === 'POST /secure/orders')
      return this.create(json, body as TCreateOrderRequest, headers, customerId);
    const id = Number(route.split('/').pop());
    const entry = this.orders.find((o) => o.order.id === id && o.customerId === customerId);
    return entry ? json(200, entry.order) : json(404, { message: 'Order not found', status: 404 });
  }

  private create(
    json: Json,
    body: TCreateOrderRequest,
    headers: Record<string, string>,
    customerId: number,
  ) {
    const key = headers['Idempotency-Key'];
    if (!key)
      return json(400, {
        message: 'Idempotency-Key required',
        status: 400,
        field: 'Idempotency-Key',
      });
    const serialized = JSON.stringify(body);
    const first = this.keys.get(key);
    if (first) {
      if (first.body !== serialized)
        return json(422, {
          message: 'Another body for this key',
          status: 422,
          field: 'Idempotency-Key',
        });
      return json(201, this.orders.find((o) => o.order.id === first.orderId)!.order);
    }
    if (this.refusal) {
      const { status, ...rest } = this.refusal;
      this.refusal = null;
      return json(status, { ...rest, status });
    }
    if (this.chosenVouchers(body, customerId) === null)
      return json(422, { message: 'Voucher not usable', status: 422, field: 'voucherIds' });
    const built = this.build(body, customerId);
    const refused = mainPaymentOf(built).status === 'failed';
    // Refused at once: the API cancels the order and gives its stock back (checkout.ts).
    const order: TOrder = refused ? { ...built, status: 'cancelled' } : built;
    this.orders.push({ customerId, order });
    this.keys.set(key, { body: serialized, orderId: order.id });
    if (refused)
      return json(402, {
        message: 'Votre paiement a échoué...',
        status: 402,
        field: 'payment',
        noDebit: "Aucun débit n'a été effectué : vous pouvez réessayer.",
        error: mainPaymentOf(order).error,
        order,
      });
    return json(201, order);
  }

  private build(body: TCreateOrderRequest, customerId: number): TOrder {
    const id = this.orders.length + 1;
    const lines = body.basketItems.map((item) => {
      const price = this.delivery.prices.get(item.productId) ?? { price: 10, originPrice: 10 };
      const product = this.products.get(item.productId);
      return {
        productId: item.productId,
        productSizeId: item.productSizeId,
        name: product?.name ?? `Article ${item.productId}`,
        brand: product?.brand ?? 'Maison Rue',
        size: product?.size ?? 'TU',
        picture: product?.picture ?? null,
        quantity: item.quantity,
        unitPrice: price.price,
        originPrice: price.originPrice,
      };
    });
    const goods = lines.reduce((sum, line) => sum + toCents(line.unitPrice) * line.quantity, 0);
    const carrier = this.delivery.carriers.find((c) => c.id === body.carrierId)!;
    const { allocations, coveredCents } = allocateVouchers(
      goods + carrier.price.amount,
      (this.chosenVouchers(body, customerId) ?? []).map(spendable),
      new Date(),
    );
    for (const { id: voucherId, amountCents } of allocations) {
      const voucher = this.vouchersOf(customerId).find((known) => known.id === voucherId)!;
      voucher.remaining = fromCents(toCents(voucher.remaining) - amountCents);
      if (voucher.remaining === 0) voucher.state = 'used';
    }
    const total = fromCents(goods + carrier.price.amount - coveredCents);
    const vouchersPaid: TOrderPayment[] =
      coveredCents > 0 ? [{ ...SHOP_PAYMENT, methodId: 10, amount: fromCents(coveredCents) }] : [];
    const payment =
      total === 0 && coveredCents > 0 ? vouchersPaid[0]! : this.payment(body.payment, id, total);
    const status: TOrderStatus =
      payment.status === 'succeeded'
        ? 'paid'
        : payment.status === 'awaiting_transfer'
          ? 'awaiting_transfer'
          : 'awaiting_payment';
    const createdAt = new Date().toISOString();
    return {
      id,
      number: `FR-2612-${String(id).padStart(6, '0')}`,
      status,
      createdAt,
      lines,
      shippingAddress: body.shippingAddressId
        ? (this.delivery.addresses(customerId).find((a) => a.id === body.shippingAddressId) ?? null)
        : null,
      relayPoint: this.delivery.relayPoints.find((p) => p.id === body.relayPointId) ?? null,
      carrier: {
        id: carrier.id,
        name: carrier.name,
        type: carrier.type,
        amount: carrier.price.amount,
        deliveryDate: carrier.deliveryDate.deliveryDate,
        deliveryDateLabel: carrier.deliveryDate.label,
        trackingNumber: null,
      },
      totals: {
        goods: fromCents(goods),
        discount: 0,
        shipping: fromCents(carrier.price.amount),
        vouchers: fromCents(coveredCents),
        total,
      },
      payments: payment === vouchersPaid[0] ? vouchersPaid : [...vouchersPaid, payment],
      history: [{ status, at: createdAt }],
    };
  }

  /** The order's vouchers as the customer holds them; null when one cannot pay. */
  private chosenVouchers(body: TCreateOrderRequest, customerId: number): TVoucher[] | null {
    const held = this.vouchersOf(customerId);
    const chosen = (body.voucherIds ?? []).map((id) => held.find((known) => known.id === id));
    const now = new Date();
    return chosen.every((voucher) => voucher && isVoucherSpendable(spendable(voucher), now))
      ? (chosen as TVoucher[])
      : null;
  }

  private payment(choice: TCreateOrderRequest['payment'], orderId: number, amount: number) {
    const base: TOrderPayment = {
      methodId: choice.methodId,
      provider: 'sandbox',
      status: 'requires_action',
      amount,
      installments: choice.methodId === 7 ? choice.installments : 1,
      redirectUrl: null,
      error: null,
      bankTransfer: null,
      cheque: null,
    };
    if (this.refuseNextPayment) {
      const error = this.refuseNextPayment === true ? REFUSED : this.refuseNextPayment;
      this.refuseNextPayment = false;
      return { ...base, status: 'failed' as const, error };
    }
    if (choice.methodId === 11)
      return {
        ...base,
        status: 'awaiting_transfer' as const,
        bankTransfer: { ...BANK_DETAILS, reference: `FR-2612-${String(orderId).padStart(6, '0')}` },
      };
    if (choice.methodId === 2)
      return {
        ...base,
        provider: 'shop',
        status: 'pending' as const,
        cheque: { ...CHEQUE_PAYEE, reference: `FR-2612-${String(orderId).padStart(6, '0')}` },
      };
    if (choice.methodId === 12 && choice.savedCardId)
      return { ...base, status: 'succeeded' as const };
    const page = choice.methodId === 7 ? 'paypal' : 'pay';
    return { ...base, redirectUrl: `/api/v5/sandbox/${page}/pi_${orderId}` };
  }
}
