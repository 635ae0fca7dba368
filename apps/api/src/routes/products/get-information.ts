import { BROWSING } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { cacheHeaders } from '../../http/reply';
import { router } from '../route';
import { getProductInformation } from '../../services/products/get-product-information';

/** GET /products/{productId}/information: the product sheet in the request language. */
export function registerProductInformation(app: FastifyInstance, context: AppContext): void {
  router(app, context)(BROWSING.productInformation, async ({ params: { id }, shop, reply }) => {
    const { locale, noCache } = shop();
    const information = await getProductInformation(context.db, context.caches, {
      id,
      locale,
      noCache,
    });
    if (!information) throw new HttpError(404, `No product ${id}`);
    cacheHeaders(reply, { lifetime: 'products', noCache });
    return information;
  });
}
