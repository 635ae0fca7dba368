import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { CheckoutDeps } from '../../services/orders/checkout';
import type { ChequePayee, OfflineDetails } from '../../services/orders/order-view';

/** Cheques are made out to the shop's legal name and posted to its legal address. */
export const chequePayee = (context: AppContext): ChequePayee => ({
  payee: context.env.legal.name,
  address: context.env.legal.address,
});

/** The order views' offline payment details: the transfer's bank account and the cheque's payee. */
export const offlineDetails = (context: AppContext): OfflineDetails => ({
  ...context.env.orders.bankAccount,
  chequePayee: chequePayee(context),
});

/** What the order services need of the app, with the request's logger. */
export const orderDeps = (context: AppContext, log: FastifyBaseLogger): CheckoutDeps => ({
  db: context.db,
  payments: context.payments,
  stores: context.stores,
  bankAccount: context.env.orders.bankAccount,
  chequePayee: chequePayee(context),
  log,
});
