import { BROWSING } from '@shop/api-client/contract';
import { IMMUTABLE_SECONDS } from '@shop/domain/cache';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { router } from '../route';
import { drawWatermark } from '../../media/watermark';
import { getWatermark } from '../../services/media/get-product-picture';

/** GET /media/watermarks/{brandId}.svg: the logo mark a product's watermarkUrl points to. */
export function registerWatermark(app: FastifyInstance, context: AppContext): void {
  router(app, context)(BROWSING.watermark, async ({ params: { file }, reply }) => {
    const mark = await getWatermark(context.db, Number(file.split('.')[0]));
    if (!mark) throw new HttpError(404, `No watermark ${file}`);
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', `public, max-age=${IMMUTABLE_SECONDS}, immutable`)
      .send(drawWatermark(mark.brandId, mark.brandName));
  });
}
