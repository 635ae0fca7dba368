import { isValidEmail, normalizeEmail } from '@shop/domain/account';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, newsletterSubscriptions } from '../../db/schema';

/**
 * Newsletter state. A customer's subscription is their `newsletter` flag (the profile shows
 * and changes it); any other e-mail's is its row in newsletter_subscriptions. Both are written
 * on subscribe and unsubscribe so they never disagree.
 */
export async function isSubscribed(db: Db, rawEmail: string): Promise<boolean> {
  const email = normalizeEmail(rawEmail);
  const [customer] = await db
    .select({ newsletter: customers.newsletter })
    .from(customers)
    .where(eq(customers.email, email));
  if (customer) return customer.newsletter;
  return hasActiveSubscriptionRow(db, email);
}

/** Whether an e-mail (normalised) has a subscription row that was not unsubscribed. */
async function hasActiveSubscriptionRow(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: newsletterSubscriptions.email })
    .from(newsletterSubscriptions)
    .where(
      and(eq(newsletterSubscriptions.email, email), isNull(newsletterSubscriptions.unsubscribedAt)),
    );
  return row !== undefined;
}

export type SubscribeOutcome = 'subscribed' | 'invalid' | 'already';

export async function subscribe(
  db: Db,
  rawEmail: string,
  context: { storeId: string; locale: string },
): Promise<SubscribeOutcome> {
  if (!isValidEmail(rawEmail)) return 'invalid';
  const email = normalizeEmail(rawEmail);
  return db.transaction(async (tx) => {
    if (await isSubscribed(tx, email)) return 'already';
    // A row left active by a customer who unsubscribed through the profile is reactivated.
    await tx
      .insert(newsletterSubscriptions)
      .values({ email, ...context })
      .onConflictDoUpdate({
        target: newsletterSubscriptions.email,
        set: { ...context, subscribedAt: new Date(), unsubscribedAt: null },
      });
    await tx
      .update(customers)
      .set({ newsletter: true, updatedAt: new Date() })
      .where(eq(customers.email, email));
    return 'subscribed';
  });
}

/** Unsubscribes whatever the current state: the answer never tells who was subscribed. */
export async function unsubscribe(db: Db, rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  await db.transaction(async (tx) => {
    await tx
      .update(newsletterSubscriptions)
      .set({ unsubscribedAt: new Date() })
      .where(
        and(
          eq(newsletterSubscriptions.email, email),
          isNull(newsletterSubscriptions.unsubscribedAt),
        ),
      );
    await tx
      .update(customers)
      .set({ newsletter: false, updatedAt: new Date() })
      .where(and(eq(customers.email, email), eq(customers.newsletter, true)));
  });
}

/** Outlet rule: customers, and e-mails subscribed to the newsletter. */
export async function hasOutletAccess(db: Db, rawEmail: string): Promise<boolean> {
  const email = normalizeEmail(rawEmail);
  const [customer] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, email));
  if (customer) return true;
  return hasActiveSubscriptionRow(db, email);
}
