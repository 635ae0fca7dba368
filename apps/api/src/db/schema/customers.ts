import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Customers, their sessions and one-time tokens, addresses and the e-mail outbox. */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Sent as `gender` on the wire (journey section 3). */
    civility: smallint('civility'),
    lastName: text('last_name').notNull(),
    firstName: text('first_name').notNull(),
    birthday: date('birthday'),
    /** The profile's phone (account/modify), international form; null when not given. */
    phone: text('phone'),
    /** Stored trimmed and lower-cased: one account per address whatever the typing. */
    email: text('email').notNull(),
    status: smallint('status').notNull().default(1),
    roles: jsonb('roles').$type<string[]>().notNull().default(['ROLE_USER']),
    newsletter: boolean('newsletter').notNull().default(false),
    /** argon2id PHC string; null for an account created through a provider only. */
    passwordHash: text('password_hash'),
    facebook: text('facebook_id'),
    appleId: text('apple_id'),
    googleId: text('google_id'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customers_email_key').on(table.email),
    uniqueIndex('customers_facebook_key').on(table.facebook),
    uniqueIndex('customers_apple_key').on(table.appleId),
    uniqueIndex('customers_google_key').on(table.googleId),
    check('customers_email_lower', sql`${table.email} = lower(${table.email})`),
  ],
);

/** A signed-in session: one refresh-token chain. Revoking it ends the session at once. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    strategy: text('strategy').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('auth_sessions_customer').on(table.customerId)],
);

/** Refresh tokens by SHA-256 of their value; a used one stays to detect its reuse. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_session').on(table.sessionId)],
);

/** Single-use tokens sent by e-mail: password reset and automatic login. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['password_reset', 'autoconnect'] }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('one_time_tokens_customer').on(table.customerId, table.purpose)],
);

export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    label: text('label'),
    civility: smallint('civility'),
    lastName: text('last_name'),
    firstName: text('first_name'),
    street: text('street'),
    streetDetails: text('street_details'),
    zipCode: text('zip_code'),
    city: text('city'),
    state: text('state'),
    countryIsoCode2: text('country_iso_code2'),
    phoneNumber: text('phone_number'),
    company: text('company'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('customer_addresses_customer').on(table.customerId),
    // One default address per customer, whatever requests run at the same time.
    uniqueIndex('customer_addresses_one_default')
      .on(table.customerId)
      .where(sql`${table.isDefault}`),
  ],
);

/** Every e-mail the shop sends, kept in the database (ARCHITECTURE: the local outbox). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    toAddress: text('to_address').notNull(),
    kind: text('kind').notNull(),
    locale: text('locale').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Failed deliveries by the SMTP relay; it gives up at MAX_DELIVERY_ATTEMPTS. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [
    index('email_outbox_to').on(table.toAddress, table.id),
    index('email_outbox_pending')
      .on(table.id)
      .where(sql`${table.sentAt} is null`),
  ],
);
