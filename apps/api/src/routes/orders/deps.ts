import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import type { CheckoutDeps } from '../../services/orders/checkout';

/** What the order services need of the app, with the request's logger. */
export const orderDeps = (context: AppContext, log: FastifyBaseLogger): CheckoutDeps => ({
  db: context.db,
  payments: context.payments,
  stores: context.stores,
  bankAccount: context.env.orders.bankAccount,
  log,
});
