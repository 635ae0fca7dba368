import { BROWSING } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { cacheHeaders } from '../../http/reply';
import { router } from '../route';
import { listProductScores } from '../../services/products/list-product-scores';

/** GET /products/scores?ids[]=1&ids[]=2: ratings of up to 100 products. */
export function registerProductScores(app: FastifyInstance, context: AppContext): void {
  router(app, context)(BROWSING.productScores, async ({ query, shop, reply }) => {
    const { noCache } = shop();
    const scores = await listProductScores(context.db, query['ids[]']);
    cacheHeaders(reply, { lifetime: 'products', noCache });
    return { scores };
  });
}
