import type { TCreateOrderRequest, TOrder } from '@shop/api-client/schemas';
import { PAYMENT_METHOD_IDS } from '@shop/domain/orders';
import type { Store } from '@shop/domain/stores';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema';
import type { Env } from '../../env';
import { enqueueEmail } from '../email/outbox';
import type { BasketContext } from '../shopper/basket-detail';
import { confirmationEmail, transferEmail } from './emails';
import { toOrder, viewOrder } from './order-view';
import { placeOrder } from './place-order';
import { OrderRefusal } from './refusal';
import { emailOrder } from './settle';
import { startPayment, type PaymentDeps } from './start-payment';
import { orderText } from './texts';

export interface CheckoutDeps extends PaymentDeps {
  bankAccount: Env['orders']['bankAccount'];
}

export interface CheckoutContext extends BasketContext {
  customerId: number;
  idempotencyKeyId: number | null;
  store: Store;
}

/** What POST /secure/orders answers, kept as it is for the Idempotency-Key's retries. */
export interface CheckoutAnswer {
  status: number;
  body: unknown;
}

async function acceptsCheque(db: Db, storeId: string): Promise<boolean> {
  const [row] = await db
    .select({ acceptsCheque: stores.acceptsCheque })
    .from(stores)
    .where(eq(stores.id, storeId));
  return row?.acceptsCheque ?? false;
}

/** What no order can be placed with, checked before anything is locked. */
async function refuseEarly(db: Db, input: TCreateOrderRequest, context: CheckoutContext) {
  const { locale } = context;
  if (
    input.payment.methodId === PAYMENT_METHOD_IDS.cheque &&
    !(await acceptsCheque(db, context.storeId))
  )
    throw new OrderRefusal(422, orderText(locale, 'errors.chequeUnavailable'), 'payment.methodId');
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
  await refuseEarly(db, input, context);
  // The customer exists: the session just checked is joined to it (requireCustomer).
  const placed = await placeOrder(db, input, {
    ...context,
    provider: deps.payments.name,
    onPlaced: async (tx, order) => {
      // Vouchers paid it all: paid at once, confirmed as a paid order is.
      if (order.status === 'paid')
        await enqueueEmail(tx, confirmationEmail(await emailOrder(tx, order, deps.stores)));
      if (order.paymentMethodId !== PAYMENT_METHOD_IDS.bankTransfer) return;
      await enqueueEmail(
        tx,
        transferEmail(await emailOrder(tx, order, deps.stores), deps.bankAccount),
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
        deps.bankAccount,
      )
    : ((await viewOrder(db, placed.order.id, context.locale, deps.bankAccount)) as TOrder);
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
