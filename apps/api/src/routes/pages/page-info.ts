import { ZPageInfoAnswer, ZPageInfoRequest } from '@shop/api-client/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { answer } from '../../http/reply';
import { requestContext } from '../../http/store-context';
import { getPageInfo } from '../../services/pages/get-page-info';

/** POST /page-info: the global page info (breadcrumb, bubbles, SEO) of a page. */
export function registerPageInfo(app: FastifyInstance, context: AppContext): void {
  app.post('/page-info', async (request, reply) => {
    const body = parseInput(ZPageInfoRequest, request.body, 'body');
    const { store, noCache } = requestContext(request, context.stores);
    const infos = await getPageInfo(
      { db: context.db, caches: context.caches, stores: context.stores, store, noCache },
      body,
    );
    if (!infos) throw new HttpError(404, `No ${body.pageInfo.type} page at ${body.path}`);
    return answer(reply, context, ZPageInfoAnswer, { infos }, { lifetime: 'pageInfo', noCache });
  });
}
