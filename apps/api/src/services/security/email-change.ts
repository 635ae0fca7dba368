import type { TEmailChange } from '@shop/api-client/schemas';
import { normalizeEmail } from '@shop/domain/account';
import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, newsletterSubscriptions, productAlerts } from '../../db/schema';
import { accountNotice } from '../account/notices';
import { enqueueEmail } from '../email/outbox';
import type { Limiter } from '../../infra/rate-limit/limiter';
import { confirmPassword, signedInCustomer } from './confirm-password';
import { isUniqueViolation, type CustomerRow } from './customers';
import { revokeOtherSessions } from './sessions';
import { EmailTakenError } from './sign-up';

export interface EmailChangeContext {
  /** The session asking: it goes on, every other one of the customer ends. */
  sessionId: string;
  store: Store;
  locale: Locale;
  ip: string;
}

/** The customer's newsletter subscription and waiting stock alerts follow the new address. */
async function moveSubscriptions(tx: Db, customer: CustomerRow, email: string, now: Date) {
  if (customer.newsletter) {
    const [old] = await tx
      .update(newsletterSubscriptions)
      .set({ unsubscribedAt: now })
      .where(
        and(
          eq(newsletterSubscriptions.email, customer.email),
          isNull(newsletterSubscriptions.unsubscribedAt),
        ),
      )
      .returning();
    // A subscription made at sign-up is only the customer's flag, which moves with the row.
    if (old) {
      const where = { storeId: old.storeId, locale: old.locale };
      await tx
        .insert(newsletterSubscriptions)
        .values({ email, ...where })
        .onConflictDoUpdate({
          target: newsletterSubscriptions.email,
          set: { ...where, subscribedAt: now, unsubscribedAt: null },
        });
    }
  }
  const waiting = and(eq(productAlerts.customerId, customer.id), isNull(productAlerts.sentAt));
  // An alert the new address already has for the same size (made signed out) is the same wish.
  const sizes = tx.select({ id: productAlerts.productSizeId }).from(productAlerts).where(waiting);
  await tx
    .delete(productAlerts)
    .where(
      and(
        eq(productAlerts.email, email),
        isNull(productAlerts.sentAt),
        inArray(productAlerts.productSizeId, sizes),
      ),
    );
  await tx.update(productAlerts).set({ email }).where(waiting);
}

/**
 * PATCH /secure/account/email: the current password confirms it (WrongPasswordError); an
 * address of another account is refused (EmailTakenError). The old address is told, in the
 * same transaction: if someone else took the account over, its owner learns it there. The
 * sign-in identity changed, so every other session ends, as after a password change: whoever
 * else was signed in (a stolen token, a forgotten computer) is out.
 */
export async function changeEmail(
  db: Db,
  limiter: Limiter,
  customerId: number,
  input: TEmailChange,
  context: EmailChangeContext,
): Promise<CustomerRow> {
  const customer = await signedInCustomer(db, customerId);
  await confirmPassword(limiter, customer, input.password, context.ip);
  const email = normalizeEmail(input.email);
  if (email === customer.email) return customer;
  const now = new Date();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(customers)
        .set({ email, updatedAt: now })
        .where(eq(customers.id, customerId))
        .returning();
      await moveSubscriptions(tx, customer, email, now);
      await revokeOtherSessions(tx, customerId, context.sessionId);
      await enqueueEmail(
        tx,
        accountNotice(
          'email_changed',
          customer.email,
          { firstName: customer.firstName, email },
          context,
        ),
      );
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
}
