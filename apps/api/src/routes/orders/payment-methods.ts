import { ORDERS } from '@shop/api-client/contract';
import { cacheControl } from '@shop/domain/cache';
import { PAYMENT_METHODS_CACHE_SECONDS } from '@shop/domain/orders';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { router } from '../route';
import { paymentMethodsAnswer, storePaymentMethods } from '../../services/orders/payment-methods';

/**
 * GET /payment-methods: what the store (X-Store) offers to pay with, public and cached
 * briefly (the same for every shopper of a store; a store enabling cheques shows within
 * minutes, and POST /secure/orders checks again anyway).
 */
export function registerPaymentMethods(app: FastifyInstance, context: AppContext): void {
  router(app, context)(ORDERS.paymentMethods, async ({ shop, reply }) => {
    const { storeId, noCache } = shop();
    const methodIds = await storePaymentMethods(context.db, storeId, context.payments.methods);
    void reply
      .header('Cache-Control', cacheControl(PAYMENT_METHODS_CACHE_SECONDS, noCache))
      .header('Vary', 'X-Store');
    return paymentMethodsAnswer(methodIds, context.payments.paypalInstallments);
  });
}
