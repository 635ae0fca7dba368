import { normalizeEmail } from '@shop/domain/account';
import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { composeEmail } from '../email/compose';
import { enqueueEmail } from '../email/outbox';
import type { Limiter } from '../../infra/rate-limit/limiter';
import { clientKey } from '../../infra/rate-limit/client-address';
import { consume, POLICIES, reserveOrRefuse } from '../../infra/rate-limit/policies';
import { findCustomerByEmail } from './customers';
import { shopLink } from './links';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './sessions';

export const RESET_PATH = '/login/reset-password';

export interface ResetContext {
  store: Store;
  locale: Locale;
  ip: string;
}

/**
 * Counts a reset request (per e-mail and per client address; RateLimitedError past the limits)
 * and returns the work to do once the answer is sent: the caller answers the same, at the same
 * moment, whether the e-mail has an account or not (looking it up and writing the link take
 * time a guesser could measure).
 */
export async function requestPasswordReset(
  db: Db,
  limiter: Limiter,
  rawEmail: string,
  context: ResetContext,
): Promise<() => Promise<void>> {
  const email = normalizeEmail(rawEmail);
  await consume(limiter, [
    { policy: POLICIES.resetPerIdentifier, value: email },
    { policy: POLICIES.resetPerIp, value: clientKey(context.ip) },
  ]);
  return () => sendResetLink(db, email, context);
}

/** Sends a reset link when the e-mail belongs to a customer, nothing otherwise. */
async function sendResetLink(db: Db, email: string, context: ResetContext): Promise<void> {
  const customer = await findCustomerByEmail(db, email);
  if (!customer) return;
  await db.transaction(async (tx) => {
    const token = await issueOneTimeToken(tx, customer.id, 'password_reset');
    const link = `${shopLink(context.store, context.locale, RESET_PATH)}?token=${token}`;
    await enqueueEmail(
      tx,
      composeEmail('password_reset', context.locale, customer.email, {
        firstName: customer.firstName,
        link,
      }),
    );
  });
}

export class InvalidTokenError extends Error {
  constructor() {
    super('This link is no longer valid');
    this.name = 'InvalidTokenError';
  }
}

/** Spends the token, sets the password and ends every session of the customer. */
export async function confirmPasswordReset(
  db: Db,
  limiter: Limiter,
  input: { token: string; password: string },
  ip: string,
): Promise<void> {
  const keys = [{ policy: POLICIES.tokenFailuresPerIp, value: clientKey(ip) }];
  const reservation = await reserveOrRefuse(limiter, keys);
  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction(async (tx) => {
    const customerId = await consumeOneTimeToken(tx, input.token, 'password_reset');
    if (customerId === null) return false;
    await tx
      .update(customers)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(customers.id, customerId));
    await revokeAllSessions(tx, customerId);
    return true;
  });
  if (!done) throw new InvalidTokenError();
  await reservation.release();
}
