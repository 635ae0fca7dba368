import { ZSitemapProducts, ZSitemapQuery } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { parseInput } from '../../http/errors';
import { answer } from '../../http/reply';
import { requestContext } from '../../http/store-context';
import { listSitemapProducts } from '../../services/seo/list-sitemap-products';

/** GET /sitemap/products?page=N: product slugs for the storefront's sitemap files. */
export function registerSitemapProducts(app: FastifyInstance, context: AppContext): void {
  app.get('/sitemap/products', async (request, reply) => {
    const { page } = parseInput(ZSitemapQuery, request.query, 'query parameter');
    const { noCache } = requestContext(request, context.stores);
    const body = await listSitemapProducts(context.db, page);
    return answer(reply, context, ZSitemapProducts, body, { lifetime: 'listing', noCache });
  });
}
