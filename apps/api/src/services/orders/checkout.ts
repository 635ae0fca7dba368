import type { TCreateOrderRequest, TOrder } from '@shop/api-client/schemas';
import { PAYMENT_METHOD_IDS } from '@shop/domain/orders';
import type { Store } from '@shop/domain/stores';
import type { Env } from '../../env';
import { enqueueEmail } from '../email/outbox';
import type { BasketContext } from '../shopper/basket-detail';
import { chequeEmail, confirmationEmail, transferEmail } from './emails';
import { toOrder, viewOrder, type ChequePayee } from './order-view';
import { storePaymentMethods } from './payment-methods';
import { placeOrder } from './place-order';
import { OrderRefusal } from './refusal';
import { emailOrder } from './settle';
import { startPayment, type PaymentDeps } from './start-payment';
import { orderText } from './texts';

export interface CheckoutDeps extends PaymentDeps {
  bankAccount: Env['orders']['bankAccount'];
  chequePayee: ChequePayee;
}

export interface CheckoutContext extends BasketContext {
  customerId: number;
  idempotencyKeyId: number | null;
  clientHash: string | null;
  store: Store;
}

/** What POST /secure/orders answers, kept as it is for the Idempotency-Key's retries. */
export interface CheckoutAnswer {
  status: number;
  body: unknown;
}

/** What no order can be placed with, checked before anything is locked. */
async function refuseEarly(
  deps: CheckoutDeps,
  input: TCreateOrderRequest,
  context: CheckoutContext,
) {
  const { locale } = context;
  const { methodId } = input.payment;
  const offered = await storePaymentMethods(deps.db, context.storeId, deps.payments.methods);
  // PayPal in as many payments as the provider takes (Stripe: one).
  const installmentsTaken =
    input.payment.methodId !== PAYMENT_METHOD_IDS.paypal ||
    deps.payments.paypalInstallments.includes(input.payment.installments);
  if (!offered.includes(methodId) || !installmentsTaken)
    throw new OrderRefusal(
      422,
      orderText(
        locale,
        methodId === PAYMENT_METHOD_IDS.cheque
          ? 'errors.chequeUnavailable'
          : 'errors.methodUnavailable',
      ),
      'payment.methodId',
    );
  if ((input.shippingAddressId == null) === (input.relayPointId == null))
    throw new OrderRefusal(
      400,
      orderText(locale, 'errors.destinationRequired'),
      'shippingAddressId',
    );
}

/**
 * Places the order (one transaction), then starts its payment: 201 with the order (its
 * payment's redirectUrl, or the bank details of a transfer), or 402 when the provider refused
 * the payment at once (the order is then cancelled and its stock back). Refusals before the
 * order exists are thrown as OrderRefusal.
 */
export async function checkout(
  deps: CheckoutDeps,
  input: TCreateOrderRequest,
  context: CheckoutContext,
): Promise<CheckoutAnswer> {
  const { db } = deps;
  const offline = { ...deps.bankAccount, chequePayee: deps.chequePayee };
  await refuseEarly(deps, input, context);
  // The customer exists: the session just checked is joined to it (requireCustomer).
  const placed = await placeOrder(db, input, {
    ...context,
    provider: deps.payments.name,
    onPlaced: async (tx, order) => {
      // Vouchers paid it all: paid at once, confirmed as a paid order is.
      if (order.status === 'paid')
        await enqueueEmail(tx, confirmationEmail(await emailOrder(tx, order, deps.stores)));
      if (order.paymentMethodId === PAYMENT_METHOD_IDS.bankTransfer)
        await enqueueEmail(
          tx,
          transferEmail(await emailOrder(tx, order, deps.stores), deps.bankAccount),
        );
      if (order.paymentMethodId === PAYMENT_METHOD_IDS.cheque)
        await enqueueEmail(
          tx,
          chequeEmail(await emailOrder(tx, order, deps.stores), deps.chequePayee),
        );
    },
  });
  const customer = { id: context.customerId, email: placed.customerEmail };
  const started = await startPayment(deps, placed, placed.choice, customer, context.store);
  // The answer is made of the rows just written, unless the payment changed the order.
  const startedPayment = started.payment;
  const order = startedPayment
    ? toOrder(
        placed.order,
        placed.lines,
        placed.payments.map((payment) =>
          payment.id === startedPayment.id ? startedPayment : payment,
        ),
        placed.history,
        context.locale,
        offline,
      )
    : ((await viewOrder(db, placed.order.id, context.locale, offline)) as TOrder);
  if (started.outcome !== 'refused') return { status: 201, body: order };
  const error = order.payments.find((payment) => payment.error)?.error ?? {
    code: '',
    message: orderText(context.locale, 'payment.refused'),
  };
  return {
    status: 402,
    body: {
      message: orderText(context.locale, 'payment.failed'),
      status: 402,
      field: 'payment',
      noDebit: orderText(context.locale, 'payment.noDebit'),
      error,
      order,
    },
  };
}
