import { BROWSING } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { cacheHeaders } from '../../http/reply';
import { router } from '../route';
import { listSitemapProducts } from '../../services/seo/list-sitemap-products';

/** GET /sitemap/products?page=N: product slugs for the storefront's sitemap files. */
export function registerSitemapProducts(app: FastifyInstance, context: AppContext): void {
  router(app, context)(BROWSING.sitemapProducts, async ({ query: { page }, shop, reply }) => {
    const { noCache } = shop();
    const body = await listSitemapProducts(context.db, page);
    cacheHeaders(reply, { lifetime: 'listing', noCache });
    return body;
  });
}
