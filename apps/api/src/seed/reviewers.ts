import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { REVIEWERS } from './vocabulary/reviews';

/** Addresses that cannot receive mail: these accounts exist to sign reviews, not to sign in. */
export const reviewerEmail = (index: number) => `reviewer-${index + 1}@reviews.maisonrue.invalid`;

/**
 * The customer accounts behind the seeded reviews (no password, no provider: nobody signs in
 * with them), kept across seeds like every customer; the customer id of each REVIEWERS entry.
 */
export async function seedReviewers(db: Db): Promise<number[]> {
  const emails = REVIEWERS.map((_, index) => reviewerEmail(index));
  await db
    .insert(t.customers)
    .values(
      REVIEWERS.map((reviewer, index) => ({
        firstName: reviewer.firstName,
        lastName: reviewer.lastName,
        email: emails[index]!,
      })),
    )
    .onConflictDoUpdate({
      target: t.customers.email,
      set: { firstName: sql`excluded.first_name`, lastName: sql`excluded.last_name` },
    });
  const rows = await db
    .select({ id: t.customers.id, email: t.customers.email })
    .from(t.customers)
    .where(inArray(t.customers.email, emails));
  const ids = new Map(rows.map((row) => [row.email, row.id]));
  return emails.map((email) => ids.get(email)!);
}
