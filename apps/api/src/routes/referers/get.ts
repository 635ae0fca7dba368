import { BROWSING } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { cacheHeaders } from '../../http/reply';
import { router } from '../route';
import { getReferer } from '../../services/content/get-referer';

/** GET /referers/{refererName}: a partner site; 404 for an unknown or inactive one. */
export function registerReferer(app: FastifyInstance, context: AppContext): void {
  router(app, context)(BROWSING.referer, async ({ params: { refererName }, shop, reply }) => {
    const { noCache } = shop();
    const referer = await getReferer(context.db, context.caches.content, refererName, noCache);
    if (!referer) throw new HttpError(404, `No referer ${refererName}`);
    cacheHeaders(reply, { lifetime: 'default', noCache });
    return referer;
  });
}
