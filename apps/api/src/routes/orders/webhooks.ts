import { PAYMENT_AND_DEV } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { route } from '../route';
import { IgnoredWebhookEvent } from '../../payments/errors';
import { WebhookSignatureError, type PaymentEvent } from '../../payments/port';
import { applyPaymentEvent } from '../../services/orders/payment-events';
import { orderDeps } from './deps';

const MAX_WEBHOOK_BYTES = 256 * 1024;

/**
 * POST /payments/webhooks/{provider}: the provider's events about our payments. Its signature
 * is over the exact bytes sent, so this route alone keeps the body as a raw Buffer (in a scope
 * of its own: every other route still parses JSON).
 */
export async function registerPaymentWebhooks(
  app: FastifyInstance,
  context: AppContext,
): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: MAX_WEBHOOK_BYTES },
      (_request, body, done) => done(null, body),
    );
    route(scope, context, PAYMENT_AND_DEV.paymentWebhook, async ({ params, request, reply }) => {
      if (params.provider !== context.payments.name)
        throw new HttpError(404, `No payment provider ${params.provider}`, 'provider');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event: PaymentEvent;
      try {
        event = context.payments.parseWebhook(raw, request.headers);
      } catch (error) {
        // Signed, but about nothing orders act on: a 2xx stops the provider's retries.
        if (error instanceof IgnoredWebhookEvent)
          return { received: true as const, duplicate: false };
        if (error instanceof WebhookSignatureError || error instanceof SyntaxError)
          throw new HttpError(400, error.message, 'body');
        throw error;
      }
      const outcome = await applyPaymentEvent(orderDeps(context, request.log), event);
      // Not recorded: the provider sends it again until our record of the payment exists.
      if (outcome === 'unknown_payment')
        throw new HttpError(404, `No payment ${event.providerPaymentId}`, 'providerPaymentId');
      void reply.header('Cache-Control', 'no-store');
      return { received: true as const, duplicate: outcome === 'duplicate' };
    });
  });
}
