import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { MailTransport } from './smtp-transport';

/** After this many refused or failed deliveries an e-mail is left in the outbox for good. */
export const MAX_DELIVERY_ATTEMPTS = 10;
const ERROR_LENGTH = 500;

export interface RelayResult {
  sent: number;
  failed: number;
}

/**
 * Delivers a batch of the outbox, oldest first. The rows stay locked (SKIP LOCKED for the other
 * API processes) until each is marked sent or its failure counted, so no e-mail goes out twice;
 * one refused address does not hold back the others.
 */
export async function relayOutbox(
  db: Db,
  transport: MailTransport,
  from: string,
  batchSize = 20,
): Promise<RelayResult> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(emailOutbox)
      .where(and(isNull(emailOutbox.sentAt), lt(emailOutbox.attempts, MAX_DELIVERY_ATTEMPTS)))
      .orderBy(asc(emailOutbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const sent: number[] = [];
    let failed = 0;
    for (const email of due) {
      try {
        await transport.send({
          from,
          to: email.toAddress,
          subject: email.subject,
          text: email.bodyText,
        });
        sent.push(email.id);
      } catch (error) {
        failed += 1;
        await tx
          .update(emailOutbox)
          .set({
            attempts: sql`${emailOutbox.attempts} + 1`,
            lastError: deliveryError(error),
          })
          .where(eq(emailOutbox.id, email.id));
      }
    }
    if (sent.length)
      await tx
        .update(emailOutbox)
        .set({ sentAt: new Date(), lastError: null })
        .where(inArray(emailOutbox.id, sent));
    return { sent: sent.length, failed };
  });
}

/** The server's answer or the error's message, short; SMTP answers carry no e-mail body. */
export function deliveryError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, ERROR_LENGTH);
}
