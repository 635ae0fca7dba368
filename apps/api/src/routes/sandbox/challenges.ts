import { CANCELLED_CODE, THREE_D_SECURE_CODE } from '@shop/domain/payment-errors';
import { PAYMENT_AND_DEV } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { router } from '../route';
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
export function registerChallenges(
  app: FastifyInstance,
  context: AppContext,
  hosted: HostedContext,
) {
  const route = router(app, context);
  const pages: {
    page: typeof PAYMENT_AND_DEV.sandbox3dsPage | typeof PAYMENT_AND_DEV.sandboxPayPalPage;
    answer: typeof PAYMENT_AND_DEV.sandbox3ds | typeof PAYMENT_AND_DEV.sandboxPayPal;
    step: NextStep;
    refusal: Settlement;
    render: (answer: Extract<HostedAnswer, { kind: 'page' | 'invalid' }>) => string;
  }[] = [
    {
      page: PAYMENT_AND_DEV.sandbox3dsPage,
      answer: PAYMENT_AND_DEV.sandbox3ds,
      step: 'three_ds',
      refusal: { status: 'failed', errorCode: THREE_D_SECURE_CODE },
      render: (answer) => threeDsPage(answer.payment, answer.kind === 'page' ? answer.card : null),
    },
    {
      page: PAYMENT_AND_DEV.sandboxPayPalPage,
      answer: PAYMENT_AND_DEV.sandboxPayPal,
      step: 'paypal',
      refusal: { status: 'failed', errorCode: CANCELLED_CODE },
      render: (answer) => paypalPage(answer.payment),
    },
  ];
  for (const { page, answer: posted, step, refusal, render } of pages) {
    route(page, async ({ params, reply }) => {
      const id = paymentIdOf(params);
      return sendHosted(reply, id ? await viewStep(hosted, id, step) : { kind: 'missing' }, render);
    });
    route(posted, async ({ params, request, reply }) => {
      const id = paymentIdOf(params);
      const { decision } = (request.body ?? {}) as { decision?: unknown };
      const settlement: Settlement = decision === 'approve' ? { status: 'succeeded' } : refusal;
      const answer = id
        ? await decideStep(hosted, id, step, settlement)
        : { kind: 'missing' as const };
      return sendHosted(reply, answer, render);
    });
  }
}
