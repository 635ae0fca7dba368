import { BROWSING } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { cacheHeaders } from '../../http/reply';
import { router } from '../route';
import { getPageInfo } from '../../services/pages/get-page-info';

/** POST /page-info: the global page info (breadcrumb, bubbles, SEO) of a page. */
export function registerPageInfo(app: FastifyInstance, context: AppContext): void {
  router(app, context)(BROWSING.pageInfo, async ({ body, shop, reply }) => {
    const { store, noCache } = shop();
    const infos = await getPageInfo(
      { db: context.db, caches: context.caches, stores: context.stores, store, noCache },
      body,
    );
    if (!infos) throw new HttpError(404, `No ${body.pageInfo.type} page at ${body.path}`);
    cacheHeaders(reply, { lifetime: 'pageInfo', noCache });
    return { infos };
  });
}
