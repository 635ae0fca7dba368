import type { FastifyInstance } from 'fastify';
import { submitCard, viewStep, type HostedContext } from '../../payments/sandbox/hosted';
import { cardFormPage } from '../../payments/sandbox/pages/card-form';
import { paymentIdOf, sendHosted } from './answers';

/** GET and POST /sandbox/pay/{paymentId}: the hosted card form. */
export function registerCardForm(app: FastifyInstance, hosted: HostedContext) {
  const render = (answer: Parameters<Parameters<typeof sendHosted>[2]>[0]) =>
    answer.kind === 'invalid'
      ? cardFormPage(answer.payment, { errors: answer.errors, values: answer.values })
      : cardFormPage(answer.payment);

  app.get('/pay/:paymentId', async (request, reply) => {
    const id = paymentIdOf(request.params);
    return sendHosted(
      reply,
      id ? await viewStep(hosted, id, 'card_form') : { kind: 'missing' },
      render,
    );
  });

  app.post('/pay/:paymentId', async (request, reply) => {
    const id = paymentIdOf(request.params);
    const form = (request.body ?? {}) as Record<string, unknown>;
    return sendHosted(reply, id ? await submitCard(hosted, id, form) : { kind: 'missing' }, render);
  });
}
