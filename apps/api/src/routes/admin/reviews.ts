import {
  ZAdminReview,
  ZAdminReviewPatch,
  ZAdminReviews,
  ZAdminReviewsQuery,
  ZReviewParams,
} from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { listReviewsByStatus, moderateReview } from '../../services/shopper/moderate-reviews';

/** GET /admin/reviews?status=pending and PATCH /admin/reviews/{id} {status}: moderation. */
export function registerAdminReviews(app: FastifyInstance, context: AppContext): void {
  app.get('/admin/reviews', async (request, reply) => {
    const { status, limit } = parseInput(ZAdminReviewsQuery, request.query, 'query parameter');
    const body = { reviews: await listReviewsByStatus(context.db, status, limit) };
    void reply.header('Cache-Control', 'no-store');
    return context.validateResponses ? ZAdminReviews.parse(body) : body;
  });
  app.patch('/admin/reviews/:id', async (request, reply) => {
    const { id } = parseInput(ZReviewParams, request.params, 'path parameter');
    const { status } = parseInput(ZAdminReviewPatch, request.body, 'body');
    const review = await moderateReview(context.db, context.caches, id, status);
    if (!review) throw new HttpError(404, `No review ${id}`);
    void reply.header('Cache-Control', 'no-store');
    return context.validateResponses ? ZAdminReview.parse(review) : review;
  });
}
