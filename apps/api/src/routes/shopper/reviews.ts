import {
  ZOwnReview,
  ZProductReviews,
  ZProductReviewsQuery,
  ZReviewParams,
  ZReviewRequest,
} from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { answer } from '../../http/reply';
import { requestContext } from '../../http/store-context';
import { createReview, listPublishedReviews } from '../../services/shopper/reviews';
import { requireCustomer } from '../security/authenticate';

/** GET /products/{id}/reviews (published only) and POST /secure/products/{id}/reviews. */
export function registerReviews(app: FastifyInstance, context: AppContext): void {
  app.get('/products/:id/reviews', async (request, reply) => {
    const { id } = parseInput(ZReviewParams, request.params, 'path parameter');
    const { page } = parseInput(ZProductReviewsQuery, request.query, 'query parameter');
    const { noCache } = requestContext(request, context.stores);
    const reviews = await listPublishedReviews(context.db, id, page);
    if (!reviews) throw new HttpError(404, `No product ${id}`);
    return answer(reply, context, ZProductReviews, reviews, { lifetime: 'products', noCache });
  });

  app.post('/secure/products/:id/reviews', async (request, reply) => {
    const { customerId } = await requireCustomer(request, reply, context);
    const { id } = parseInput(ZReviewParams, request.params, 'path parameter');
    const input = parseInput(ZReviewRequest, request.body, 'body');
    const outcome = await createReview(context.db, customerId, id, input);
    if (outcome === 'no_product') throw new HttpError(404, `No product ${id}`);
    if (outcome === 'already')
      throw new HttpError(409, 'You have already rated and reviewed this product');
    void reply.header('Cache-Control', 'private, no-store');
    return reply.code(201).send(context.validateResponses ? ZOwnReview.parse(outcome) : outcome);
  });
}
