import { BROWSING } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { cacheHeaders } from '../../http/reply';
import { router } from '../route';
import { listAssociatedProducts } from '../../services/products/list-associated-products';

/** GET /products/{productId}/associated: best sellers of the same category. */
export function registerAssociatedProducts(app: FastifyInstance, context: AppContext): void {
  router(app, context)(BROWSING.associatedProducts, async ({ params: { id }, shop, reply }) => {
    const { noCache } = shop();
    const products = await listAssociatedProducts(context.db, context.caches, id, noCache);
    if (!products) throw new HttpError(404, `No product ${id}`);
    cacheHeaders(reply, { lifetime: 'products', noCache });
    return { products };
  });
}
