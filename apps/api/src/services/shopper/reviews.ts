import type { TOwnReview, TProductReviews, TPublishedReview } from '@shop/api-client/schemas';
import { and, count, desc, eq } from 'drizzle-orm';
// One page size for the API and the product page that asks for the next pages.
import { REVIEWS_PER_PAGE } from '@shop/domain/reviews';
import type { Db } from '../../db/client';
import { customers, productReviews, productScores, products } from '../../db/schema';
import { productScores as toScores } from '../products/product-scores';

export type ReviewRow = typeof productReviews.$inferSelect;

export const own = (row: ReviewRow): TOwnReview => ({
  id: row.id,
  productId: row.productId,
  rating: row.rating,
  title: row.title,
  comment: row.comment,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

/** First name and initial: a review never shows a customer's full name. */
export const author = (firstName: string, lastName: string) =>
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
