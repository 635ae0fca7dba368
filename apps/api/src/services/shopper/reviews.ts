import type {
  TAdminReview,
  TOwnReview,
  TProductReviews,
  TPublishedReview,
} from '@shop/api-client/schemas';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, productReviews, productScores, products } from '../../db/schema';
import type { AppCaches } from '../../http/ttl-cache';
import { productScores as toScores } from '../products/product-scores';

export const REVIEWS_PER_PAGE = 20;

type ReviewRow = typeof productReviews.$inferSelect;
type Status = ReviewRow['status'];

const own = (row: ReviewRow): TOwnReview => ({
  id: row.id,
  productId: row.productId,
  rating: row.rating,
  title: row.title,
  comment: row.comment,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** First name and initial: a review never shows a customer's full name. */
const author = (firstName: string, lastName: string) =>
  `${firstName.trim()} ${lastName.trim().charAt(0).toUpperCase()}${lastName.trim() ? '.' : ''}`.trim();

const productExists = async (db: Db, productId: number) =>
  (await db.select({ id: products.id }).from(products).where(eq(products.id, productId))).length >
  0;

export type CreateOutcome = TOwnReview | 'no_product' | 'already';

/** A customer's rating and review, pending until moderated; one per product. */
export async function createReview(
  db: Db,
  customerId: number,
  productId: number,
  input: { rating: number; title?: string | null; comment?: string | null },
): Promise<CreateOutcome> {
  if (!(await productExists(db, productId))) return 'no_product';
  const [row] = await db
    .insert(productReviews)
    .values({
      productId,
      customerId,
      rating: input.rating,
      title: input.title ?? null,
      comment: input.comment ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return row ? own(row) : 'already';
}

/** GET /products/{id}/reviews: published reviews, newest first; null for an unknown product. */
export async function listPublishedReviews(
  db: Db,
  productId: number,
  page: number,
): Promise<TProductReviews | null> {
  if (!(await productExists(db, productId))) return null;
  const published = and(
    eq(productReviews.productId, productId),
    eq(productReviews.status, 'published'),
  );
  const [rows, [total], [rating]] = await Promise.all([
    db
      .select({
        review: productReviews,
        firstName: customers.firstName,
        lastName: customers.lastName,
      })
      .from(productReviews)
      .innerJoin(customers, eq(customers.id, productReviews.customerId))
      .where(published)
      .orderBy(desc(productReviews.id))
      .limit(REVIEWS_PER_PAGE)
      .offset((page - 1) * REVIEWS_PER_PAGE),
    db.select({ value: count() }).from(productReviews).where(published),
    db.select().from(productScores).where(eq(productScores.productId, productId)),
  ]);
  const reviews: TPublishedReview[] = rows.map(({ review, firstName, lastName }) => {
    const { status: _status, ...rest } = own(review);
    return { ...rest, author: author(firstName, lastName) };
  });
  return {
    reviews,
    total: total?.value ?? 0,
    page,
    scores: toScores(rating ? { count: rating.ratingCount, sum: rating.ratingSum } : null),
  };
}

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
  status: Status,
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
  caches.products.clear();
  caches.pages.clear();
  const [row] = await db
    .select(adminColumns)
    .from(productReviews)
    .innerJoin(customers, eq(customers.id, productReviews.customerId))
    .where(eq(productReviews.id, id));
  return row ? toAdmin(row) : null;
}
