import { CONTACT_SUBJECTS } from '@shop/domain/contact';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Messages of the contact form (journey section 2, /contact). Each is also e-mailed to the
 * customer service through the outbox in the same transaction; the row is the shop's record.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    storeId: text('store_id').notNull(),
    locale: text('locale').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Trimmed and lower-cased. */
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    orderId: text('order_id'),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_email').on(table.email, table.id),
    check(
      'contact_messages_subject_known',
      sql.raw(`"subject" IN (${CONTACT_SUBJECTS.map((subject) => `'${subject}'`).join(', ')})`),
    ),
    // 1 to 8 digits (journey sections 5 and 9) or an order number as printed, upper-cased
    // (ORDER_REFERENCE_PATTERN of @shop/domain/contact), whatever code writes the row.
    check(
      'contact_messages_order_reference',
      sql`${table.orderId} ~ '^([0-9]{1,8}|[A-Z]{2,3}-[0-9]{4}-[0-9A-Z]{6,8})$'`,
    ),
  ],
);

/**
 * Proof-of-work challenges already used: a solved challenge is good for one request. Rows
 * outlive the challenge's expiry only until the next use sweeps them.
 */
export const botCheckSpentChallenges = pgTable(
  'bot_check_spent_challenges',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('bot_check_spent_challenges_expiry').on(table.expiresAt)],
);
