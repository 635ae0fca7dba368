import { IMMUTABLE_SECONDS } from '@shop/domain/cache';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { drawWatermark } from '../../media/watermark';
import { getWatermark } from '../../services/media/get-product-picture';

const ZParams = z.object({
  file: z.string().regex(/^[1-9]\d{0,8}\.svg$/, 'expected {brandId}.svg'),
});

/** GET /media/watermarks/{brandId}.svg: the logo mark a product's watermarkUrl points to. */
export function registerWatermark(app: FastifyInstance, context: AppContext): void {
  app.get('/media/watermarks/:file', async (request, reply) => {
    const { file } = parseInput(ZParams, request.params, 'path parameter');
    const mark = await getWatermark(context.db, Number(file.split('.')[0]));
    if (!mark) throw new HttpError(404, `No watermark ${file}`);
    return reply
      .type('image/svg+xml')
      .header('Cache-Control', `public, max-age=${IMMUTABLE_SECONDS}, immutable`)
      .send(drawWatermark(mark.brandId, mark.brandName));
  });
}
