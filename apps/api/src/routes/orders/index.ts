import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCreateOrder } from './create';
import { registerPaymentMethods } from './payment-methods';
import { registerReadOrders } from './read';
import { registerPaymentWebhooks } from './webhooks';

/**
 * Order creation and reads of the signed-in customer, the store's payment methods, and the
 * payment provider's webhooks.
 */
export async function registerOrderRoutes(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  registerCreateOrder(app, context);
  registerPaymentMethods(app, context);
  registerReadOrders(app, context);
  await registerPaymentWebhooks(app, context);
}
