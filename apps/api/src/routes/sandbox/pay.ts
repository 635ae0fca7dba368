import { PAYMENT_AND_DEV } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { router } from '../route';
import { submitCard, viewStep, type HostedContext } from '../../payments/sandbox/hosted';
import { cardFormPage } from '../../payments/sandbox/pages/card-form';
import { paymentIdOf, sendHosted } from './answers';

/** GET and POST /sandbox/pay/{paymentId}: the hosted card form. */
export function registerCardForm(app: FastifyInstance, context: AppContext, hosted: HostedContext) {
  const route = router(app, context);
  const render = (answer: Parameters<Parameters<typeof sendHosted>[2]>[0]) =>
    answer.kind === 'invalid'
      ? cardFormPage(answer.payment, { errors: answer.errors, values: answer.values })
      : cardFormPage(answer.payment);

  route(PAYMENT_AND_DEV.sandboxPayPage, async ({ params, reply }) => {
    const id = paymentIdOf(params);
    return sendHosted(
      reply,
      id ? await viewStep(hosted, id, 'card_form') : { kind: 'missing' },
      render,
    );
  });

  route(PAYMENT_AND_DEV.sandboxPay, async ({ params, request, reply }) => {
    const id = paymentIdOf(params);
    const form = (request.body ?? {}) as Record<string, unknown>;
    return sendHosted(reply, id ? await submitCard(hosted, id, form) : { kind: 'missing' }, render);
  });
}
