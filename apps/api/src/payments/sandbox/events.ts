import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { sandboxEvents } from '../../db/schema';
import type { PaymentEvent } from '../port';

/**
 * The sandbox's webhook events: written in the transaction that changes the payment, so an
 * outcome is never lost nor told twice; the delivery worker sends them later.
 */

export type SandboxEventType = PaymentEvent['type'];

const ZEventBody = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9_-]+$/),
  type: z.enum(['payment.succeeded', 'payment.failed', 'refund.succeeded']),
  created: z.number().int(),
  data: z.object({
    paymentId: z.string().min(1),
    orderId: z.number().int(),
    amountCents: z.number().int().nonnegative(),
    errorCode: z.string().nullable(),
    refundId: z.string().nullable(),
  }),
});

export type SandboxEventBody = z.infer<typeof ZEventBody>;

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

export async function recordEvent(
  db: Db,
  type: SandboxEventType,
  data: SandboxEventBody['data'],
): Promise<string> {
  const id = newId('evt');
  const body: SandboxEventBody = { id, type, created: Math.floor(Date.now() / 1000), data };
  await db
    .insert(sandboxEvents)
    .values({ id, type, paymentId: data.paymentId, body: JSON.stringify(body) });
  return id;
}

/** The event of a verified body; null when it is not one of ours. */
export function readEventBody(rawBody: Buffer): PaymentEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = ZEventBody.safeParse(json);
  if (!parsed.success) return null;
  const { id, type, data } = parsed.data;
  return {
    id,
    type,
    providerPaymentId: data.paymentId,
    errorCode: data.errorCode,
    amountCents: data.amountCents,
  };
}
