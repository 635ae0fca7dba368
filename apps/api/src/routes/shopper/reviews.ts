import { BROWSING } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { cacheHeaders } from '../../http/reply';
import { router } from '../route';
import { createReview, listPublishedReviews } from '../../services/shopper/reviews';

/** GET /products/{id}/reviews (published only) and POST /secure/products/{id}/reviews. */
export function registerReviews(app: FastifyInstance, context: AppContext): void {
  const route = router(app, context);

  route(BROWSING.productReviews, async ({ params: { id }, query: { page }, shop, reply }) => {
    const { noCache } = shop();
    const reviews = await listPublishedReviews(context.db, id, page);
    if (!reviews) throw new HttpError(404, `No product ${id}`);
    cacheHeaders(reply, { lifetime: 'products', noCache });
    return reviews;
  });

  route(
    BROWSING.reviewProduct,
    async ({ caller: { customerId }, params: { id }, body: input, reply }) => {
      const outcome = await createReview(context.db, customerId, id, input);
      if (outcome === 'no_product') throw new HttpError(404, `No product ${id}`);
      if (outcome === 'already')
        throw new HttpError(409, 'You have already rated and reviewed this product');
      void reply.header('Cache-Control', 'private, no-store');
      return outcome;
    },
  );
}
