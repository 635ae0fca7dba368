import type { TAdminReview } from '@shop/api-client/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, productReviews } from '../../db/schema';
import type { AppCaches } from '../../infra/ttl-cache';
import { author, own, type ReviewRow } from './reviews';

const adminColumns = {
  review: productReviews,
  firstName: customers.firstName,
  lastName: customers.lastName,
};

const toAdmin = (row: {
  review: ReviewRow;
  firstName: string;
  lastName: string;
}): TAdminReview => ({
  ...own(row.review),
  customerId: row.review.customerId,
  author: author(row.firstName, row.lastName),
  moderatedAt: row.review.moderatedAt?.toISOString() ?? null,
});

/** The moderation queue (oldest first) or the reviews of another status. */
export async function listReviewsByStatus(
  db: Db,
  status: ReviewRow['status'],
  limit: number,
): Promise<TAdminReview[]> {
  const rows = await db
    .select(adminColumns)
    .from(productReviews)
    .innerJoin(customers, eq(customers.id, productReviews.customerId))
    .where(eq(productReviews.status, status))
    .orderBy(productReviews.id)
    .limit(limit);
  return rows.map(toAdmin);
}

/**
 * Publishes or rejects a review. The scores trigger moves its rating in or out of
 * product_scores; cached product answers (page scores, GET /products/scores) are dropped.
 */
export async function moderateReview(
  db: Db,
  caches: AppCaches,
  id: number,
  status: 'published' | 'rejected',
): Promise<TAdminReview | null> {
  const [updated] = await db
    .update(productReviews)
    .set({ status, moderatedAt: new Date() })
    .where(eq(productReviews.id, id))
    .returning({ id: productReviews.id });
  if (!updated) return null;
  await caches.forget('products');
  const [row] = await db
    .select(adminColumns)
    .from(productReviews)
    .innerJoin(customers, eq(customers.id, productReviews.customerId))
    .where(eq(productReviews.id, id));
  return row ? toAdmin(row) : null;
}
