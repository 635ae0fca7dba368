import type { TOutboxEmail } from '@shop/api-client/schemas';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

export interface OutgoingEmail {
  to: string;
  kind:
    | 'password_reset'
    | 'welcome'
    | 'product_alert'
    | 'contact'
    | 'contact_receipt'
    | 'order_confirmation'
    | 'order_transfer'
    | 'order_cheque'
    | 'password_changed'
    | 'email_changed'
    | 'account_closed'
    | `return_${'requested' | 'cancelled' | 'expired' | 'refused' | 'done'}`;
  locale: string;
  subject: string;
  text: string;
}

/**
 * Sending an e-mail is writing it to the outbox, in the caller's transaction when it has one:
 * no e-mail goes out for work that was rolled back. A relay (SMTP at scale) drains the rows.
 */
export async function enqueueEmail(db: Db, email: OutgoingEmail): Promise<void> {
  await db.insert(emailOutbox).values({
    toAddress: email.to,
    kind: email.kind,
    locale: email.locale,
    subject: email.subject,
    bodyText: email.text,
  });
}

/** The latest e-mails, optionally to one address (the local outbox view). */
export async function listOutbox(
  db: Db,
  options: { to?: string; limit: number },
): Promise<TOutboxEmail[]> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(options.to ? eq(emailOutbox.toAddress, options.to) : undefined)
    .orderBy(desc(emailOutbox.id))
    .limit(options.limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.toAddress,
    kind: row.kind,
    locale: row.locale,
    subject: row.subject,
    text: row.bodyText,
    createdAt: row.createdAt.toISOString(),
  }));
}
