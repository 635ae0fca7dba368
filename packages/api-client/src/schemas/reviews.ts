import { MAX_PAGE } from '@shop/domain/pagination';
import { MAX_RATING, REVIEW_COMMENT_MAX, REVIEW_TITLE_MAX } from '@shop/domain/reviews';
import { z } from 'zod';
import { zText } from './text';
import { ZId, ZIdParam } from './common';
import { ZProductScores } from './product';

/** Ratings and reviews: one per customer and product, published after moderation. */

const ZText = (max: number) =>
  zText()
    .trim()
    .max(max)
    .transform((value) => value || null)
    .nullable()
    .optional();

export const ZReviewRequest = z.object({
  rating: z.number().int().min(1).max(MAX_RATING),
  title: ZText(REVIEW_TITLE_MAX),
  comment: ZText(REVIEW_COMMENT_MAX),
});

export const ZReviewStatus = z.enum(['pending', 'published', 'rejected']);

/** A review as its author sees it once sent (POST /secure/products/{id}/reviews). */
export const ZOwnReview = z.object({
  id: ZId,
  productId: ZId,
  rating: z.number().int().min(1).max(5),
  title: zText().nullable(),
  comment: zText().nullable(),
  status: ZReviewStatus,
  createdAt: z.iso.datetime({ offset: true }),
});

/** A published review: the author is shown by first name and initial. */
export const ZPublishedReview = ZOwnReview.omit({ status: true }).extend({ author: zText() });

/** GET /products/{id}/reviews: newest first, 20 a page. */
export const ZProductReviews = z.object({
  reviews: z.array(ZPublishedReview),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  scores: ZProductScores,
});
export const ZProductReviewsQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
});

export const ZAdminReview = ZOwnReview.extend({
  customerId: ZId,
  author: zText(),
  moderatedAt: z.iso.datetime({ offset: true }).nullable(),
});
export const ZAdminReviews = z.object({ reviews: z.array(ZAdminReview) });
export const ZAdminReviewsQuery = z.object({
  status: ZReviewStatus.default('pending'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const ZAdminReviewPatch = z.object({ status: z.enum(['published', 'rejected']) }).strict();
export const ZReviewParams = z.object({ id: ZIdParam });

export type TReviewRequest = z.input<typeof ZReviewRequest>;
export type TOwnReview = z.infer<typeof ZOwnReview>;
export type TPublishedReview = z.infer<typeof ZPublishedReview>;
export type TProductReviews = z.infer<typeof ZProductReviews>;
export type TAdminReview = z.infer<typeof ZAdminReview>;
export type TAdminReviews = z.infer<typeof ZAdminReviews>;
export type TAdminReviewPatch = z.infer<typeof ZAdminReviewPatch>;
