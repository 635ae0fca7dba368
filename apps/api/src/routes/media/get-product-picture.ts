import { ALLOWED_IMAGE_WIDTHS, IMAGE_WIDTHS } from '@shop/domain/media';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { getProductPicture } from '../../services/media/get-product-picture';

/** Image widths by size code XXS..XXL (storefront spec section 9); M is the default. */
const WIDTH_VALUES = ALLOWED_IMAGE_WIDTHS.map(String) as [string, ...string[]];

const ZParams = z.object({
  file: z.string().regex(/^[1-9]\d{0,8}-[1-9]\d?\.webp$/, 'expected {productId}-{n}.webp'),
});
const ZQuery = z.object({
  w: z
    .enum(WIDTH_VALUES, { error: `expected one of ${WIDTH_VALUES.join(', ')}` })
    .default(String(IMAGE_WIDTHS.M))
    .transform(Number),
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** GET /media/products/{productId}-{n}.webp?w=: generated product pictures. */
export function registerProductPicture(app: FastifyInstance, context: AppContext): void {
  app.get('/media/products/:file', async (request, reply) => {
    const { file } = parseInput(ZParams, request.params, 'path parameter');
    const { w: width } = parseInput(ZQuery, request.query, 'query parameter');
    const [productId, position] = file.replace('.webp', '').split('-').map(Number) as [
      number,
      number,
    ];
    const picture = await getProductPicture(context.db, context.pictureCache, {
      productId,
      position,
      width,
    });
    if (!picture) throw new HttpError(404, `No picture ${file}`);
    return reply.type('image/webp').header('Cache-Control', IMMUTABLE).send(picture);
  });
}
