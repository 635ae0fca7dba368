import { CANCELLED_CODE, THREE_D_SECURE_CODE } from '@shop/domain/payment-errors';
import type { FastifyInstance } from 'fastify';
import {
  decideStep,
  viewStep,
  type HostedAnswer,
  type HostedContext,
} from '../../payments/sandbox/hosted';
import { paypalPage, threeDsPage } from '../../payments/sandbox/pages/challenge';
import type { NextStep, Settlement } from '../../payments/sandbox/payments';
import { paymentIdOf, sendHosted } from './answers';

/**
 * GET and POST /sandbox/3ds/{paymentId} (approve or refuse) and /sandbox/paypal/{paymentId}
 * (approve or cancel). Anything but "approve" counts as the other button.
 */
export function registerChallenges(app: FastifyInstance, hosted: HostedContext) {
  const pages: {
    path: string;
    step: NextStep;
    refusal: Settlement;
    render: (answer: Extract<HostedAnswer, { kind: 'page' | 'invalid' }>) => string;
  }[] = [
    {
      path: '/3ds/:paymentId',
      step: 'three_ds',
      refusal: { status: 'failed', errorCode: THREE_D_SECURE_CODE },
      render: (answer) => threeDsPage(answer.payment, answer.kind === 'page' ? answer.card : null),
    },
    {
      path: '/paypal/:paymentId',
      step: 'paypal',
      refusal: { status: 'failed', errorCode: CANCELLED_CODE },
      render: (answer) => paypalPage(answer.payment),
    },
  ];
  for (const { path, step, refusal, render } of pages) {
    app.get(path, async (request, reply) => {
      const id = paymentIdOf(request.params);
      return sendHosted(reply, id ? await viewStep(hosted, id, step) : { kind: 'missing' }, render);
    });
    app.post(path, async (request, reply) => {
      const id = paymentIdOf(request.params);
      const { decision } = (request.body ?? {}) as { decision?: unknown };
      const settlement: Settlement = decision === 'approve' ? { status: 'succeeded' } : refusal;
      const answer = id
        ? await decideStep(hosted, id, step, settlement)
        : { kind: 'missing' as const };
      return sendHosted(reply, answer, render);
    });
  }
}
