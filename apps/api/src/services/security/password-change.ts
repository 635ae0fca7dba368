import type { TPasswordChange } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import { accountNotice } from '../account/notices';
import { enqueueEmail } from '../email/outbox';
import type { Limiter } from '../../infra/rate-limit/limiter';
import { confirmPassword, signedInCustomer } from './confirm-password';
import { revokeOneTimeTokens } from './one-time-tokens';
import { hashPassword } from './passwords';
import { revokeOtherSessions } from './sessions';

/** Section 5: the new password must differ from the old one. */
export class SamePasswordError extends Error {
  constructor() {
    super('The new password is the old one');
    this.name = 'SamePasswordError';
  }
}

export interface PasswordChangeContext {
  /** The session that asks: it stays open, every other one ends. */
  sessionId: string;
  store: Store;
  locale: Locale;
  ip: string;
}

/**
 * PATCH /secure/account/password. The old password must be right (WrongPasswordError) and the
 * new one different (SamePasswordError). Then the other sessions and the unused e-mailed links
 * die with the old password, and the customer is told by e-mail: whoever else was signed in,
 * or had a link, is out.
 */
export async function changePassword(
  db: Db,
  limiter: Limiter,
  customerId: number,
  input: TPasswordChange,
  context: PasswordChangeContext,
): Promise<void> {
  const customer = await signedInCustomer(db, customerId);
  await confirmPassword(limiter, customer, input.oldPassword, context.ip);
  if (input.newPassword === input.oldPassword) throw new SamePasswordError();
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(customers.id, customerId));
    await revokeOtherSessions(tx, customerId, context.sessionId);
    await revokeOneTimeTokens(tx, customerId);
    await enqueueEmail(
      tx,
      accountNotice('password_changed', customer.email, { firstName: customer.firstName }, context),
    );
  });
}
