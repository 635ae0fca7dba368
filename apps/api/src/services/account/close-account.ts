import { ORDER_STATUSES, isOrderInProgress } from '@shop/domain/orders';
import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  authSessions,
  customerAddresses,
  customers,
  idempotencyKeys,
  newsletterSubscriptions,
  oneTimeTokens,
  orders,
  productAlerts,
  wishes,
} from '../../db/schema';
import type { PaymentProvider } from '../../payments/port';
import { enqueueEmail } from '../email/outbox';
import type { Limiter } from '../../infra/rate-limit/limiter';
import { confirmPassword, signedInCustomer } from '../security/confirm-password';
import type { CustomerRow } from '../security/customers';
import { accountNotice } from './notices';

/** A closed account keeps its row (orders, reviews and vouchers point to it) with this status. */
export const CLOSED_STATUS = 0;

/**
 * The e-mail of a closed account: no `@`, so no login, sign-up, reset or newsletter form can
 * ever type it, and the real address is free for a new account at once.
 */
export const closedEmail = (customerId: number) => `closed-account-${customerId}`;

const IN_PROGRESS = ORDER_STATUSES.filter(isOrderInProgress);

/** An order still on its way needs its address and its e-mails: the account waits for it. */
export class OrdersInProgressError extends Error {
  constructor() {
    super('An order is in progress');
    this.name = 'OrdersInProgressError';
  }
}

/** The provider kept a card it would not forget: nothing was erased, the customer may retry. */
export class SavedCardsError extends Error {
  constructor(cause: unknown) {
    super('The payment provider did not delete the saved cards', { cause });
    this.name = 'SavedCardsError';
  }
}

export interface CloseContext {
  payments: PaymentProvider;
  store: Store;
  locale: Locale;
  ip: string;
}

async function assertNoOrderInProgress(db: Db, customerId: number) {
  const [running] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), inArray(orders.status, IN_PROGRESS)))
    .limit(1);
  if (running) throw new OrdersInProgressError();
}

async function forgetSavedCards(payments: PaymentProvider, customer: CustomerRow) {
  const owner = { id: customer.id, email: customer.email };
  try {
    for (const card of await payments.listSavedMethods(owner))
      await payments.deleteSavedMethod(owner, card.id);
  } catch (error) {
    throw new SavedCardsError(error);
  }
}

/**
 * The personal data of the customer goes, in one transaction: sessions, e-mailed links,
 * addresses, wishes, stock alerts, the newsletter subscription and the idempotency records
 * (they hold order answers). Orders stay for the accounts, with what a bill must show (name
 * and postal address of the delivery) but not the phone; the account row stays as an empty,
 * closed shell that its orders, reviews (now without a name) and vouchers still point to.
 */
async function eraseCustomer(tx: Db, customer: CustomerRow, now: Date) {
  const id = customer.id;
  await tx.delete(authSessions).where(eq(authSessions.customerId, id));
  await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.customerId, id));
  await tx.delete(customerAddresses).where(eq(customerAddresses.customerId, id));
  await tx.delete(wishes).where(eq(wishes.customerId, id));
  await tx
    .delete(productAlerts)
    .where(or(eq(productAlerts.customerId, id), eq(productAlerts.email, customer.email)));
  await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, customer.email));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.customerId, id));
  await tx
    .update(orders)
    .set({
      shippingAddress: sql`${orders.shippingAddress} || '{"phoneNumber": null, "label": null}'::jsonb`,
      updatedAt: now,
    })
    .where(and(eq(orders.customerId, id), sql`${orders.shippingAddress} IS NOT NULL`));
  await tx
    .update(customers)
    .set({
      email: closedEmail(id),
      civility: null,
      firstName: '',
      lastName: '',
      birthday: null,
      phone: null,
      newsletter: false,
      passwordHash: null,
      facebook: null,
      appleId: null,
      googleId: null,
      roles: [],
      status: CLOSED_STATUS,
      updatedAt: now,
    })
    .where(eq(customers.id, id));
}

/**
 * POST /secure/account/delete: the password confirms it (WrongPasswordError); refused while an
 * order is in progress (OrdersInProgressError). Saved cards are deleted at the provider first,
 * so a provider failure leaves the account whole (SavedCardsError). The confirmation goes to
 * the address the account had, in the same transaction as the erasure.
 */
export async function closeAccount(
  db: Db,
  limiter: Limiter,
  customerId: number,
  password: string,
  context: CloseContext,
): Promise<void> {
  const customer = await signedInCustomer(db, customerId);
  await confirmPassword(limiter, customer, password, context.ip);
  await assertNoOrderInProgress(db, customerId);
  await forgetSavedCards(context.payments, customer);
  const now = new Date();
  await db.transaction(async (tx) => {
    // Again under the account's lock: an order placed while the cards were being deleted.
    await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    await assertNoOrderInProgress(tx, customerId);
    await eraseCustomer(tx, customer, now);
    await enqueueEmail(
      tx,
      accountNotice('account_closed', customer.email, { firstName: customer.firstName }, context),
    );
  });
}
