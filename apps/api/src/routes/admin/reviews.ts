import { BACK_OFFICE } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { router } from '../route';
import { listReviewsByStatus, moderateReview } from '../../services/shopper/moderate-reviews';

/** GET /admin/reviews?status=pending and PATCH /admin/reviews/{id} {status}: moderation. */
export function registerAdminReviews(app: FastifyInstance, context: AppContext): void {
  const route = router(app, context);
  route(BACK_OFFICE.adminReviews, async ({ query: { status, limit }, reply }) => {
    void reply.header('Cache-Control', 'no-store');
    return { reviews: await listReviewsByStatus(context.db, status, limit) };
  });
  route(BACK_OFFICE.moderateReview, async ({ params: { id }, body, reply }) => {
    const review = await moderateReview(context.db, context.caches, id, body.status);
    if (!review) throw new HttpError(404, `No review ${id}`);
    void reply.header('Cache-Control', 'no-store');
    return review;
  });
}
