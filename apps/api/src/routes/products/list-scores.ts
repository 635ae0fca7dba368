import { ZProductScoresList, ZProductScoresQuery } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/errors';
import { answer } from '../../http/reply';
import { requestContext } from '../../http/store-context';
import { listProductScores } from '../../services/products/list-product-scores';

/** GET /products/scores?ids[]=1&ids[]=2: ratings of up to 100 products. */
export function registerProductScores(app: FastifyInstance, context: AppContext): void {
  app.get('/products/scores', async (request, reply) => {
    const query = parseInput(ZProductScoresQuery, request.query, 'query parameter');
    const { noCache } = requestContext(request, context.stores);
    const scores = await listProductScores(context.db, query['ids[]']);
    return answer(
      reply,
      context,
      ZProductScoresList,
      { scores },
      {
        lifetime: 'products',
        noCache,
      },
    );
  });
}
