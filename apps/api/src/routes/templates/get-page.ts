import { BROWSING } from '@shop/api-client/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { cacheHeaders } from '../../http/reply';
import { router, type RouteInput } from '../route';
import { getTemplatePage } from '../../services/content/get-template-page';

/** GET /template-page/{slug}/{version}, version v3 when left out; 404 when unknown. */
export function registerTemplatePage(app: FastifyInstance, context: AppContext): void {
  const route = router(app, context);
  const handler = async ({
    params: { slug, version },
    shop,
    reply,
  }: Pick<RouteInput<typeof BROWSING.templatePageVersion>, 'params' | 'shop' | 'reply'>) => {
    const { storeId, locale, noCache } = shop();
    const page = await getTemplatePage(context.db, context.caches.content, {
      storeId,
      locale,
      slug,
      version,
      noCache,
    });
    if (!page) throw new HttpError(404, `No template page ${slug} ${version}`);
    cacheHeaders(reply, { lifetime: 'banner', noCache });
    return page;
  };
  route(BROWSING.templatePage, handler);
  route(BROWSING.templatePageVersion, handler);
}
