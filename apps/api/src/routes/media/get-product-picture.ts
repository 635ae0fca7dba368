import { IMMUTABLE_SECONDS } from '@shop/domain/cache';
import { ALLOWED_IMAGE_WIDTHS, IMAGE_WIDTHS } from '@shop/domain/media';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { HttpError, parseInput } from '../../http/errors';
import { createPublicLimit, PUBLIC_POLICIES } from '../../http/public-limiter';
import { getProductPicture } from '../../services/media/get-product-picture';
import type { PictureFormat } from '../../media/render';

/** Image widths by size code XXS..XXL (storefront spec section 9); M is the default. */
const WIDTH_VALUES: readonly string[] = ALLOWED_IMAGE_WIDTHS.map(String);

const ZParams = z.object({
  file: z
    .string()
    .regex(/^[1-9]\d{0,8}-[1-9]\d?\.(webp|avif)$/, 'expected {productId}-{n}.webp or .avif'),
});
const ZQuery = z.object({
  // Any text: a width off the list is a picture that does not exist (404), not a bad request.
  w: z.string().default(String(IMAGE_WIDTHS.M)),
  // Images are fetched by <img>, which sends no X-Device: the mobile watermark size is asked
  // in the URL (imageUrl(path, size, 1) in @shop/domain/media).
  device: z
    .enum(['0', '1'])
    .default('0')
    .transform((value) => (value === '1' ? 1 : 0) as 0 | 1),
  // `format=webp` pins WebP whatever the Accept header says: a page's largest picture decodes
  // several times faster as WebP than as AVIF, and that decode holds back its first paint.
  format: z.enum(['webp']).optional(),
});

const IMMUTABLE = `public, max-age=${IMMUTABLE_SECONDS}, immutable`;

/**
 * `.webp` URLs are negotiated: AVIF when the Accept header lists image/avif, else WebP (so the
 * URLs already in search records get AVIF in browsers that take it), unless `format=webp` pins
 * WebP. `.avif` is always AVIF.
 */
function formatFor(file: string, accept: string | undefined, pinned: 'webp' | undefined) {
  if (file.endsWith('.avif')) return 'avif';
  if (pinned) return pinned;
  return /\bimage\/avif\b/.test(accept ?? '') ? 'avif' : 'webp';
}

/** GET /media/products/{productId}-{n}.webp?w=&device=&format=: generated product pictures. */
export function registerProductPicture(app: FastifyInstance, context: AppContext): void {
  const limit = createPublicLimit(app, context.env.auth);
  const renders = { ...PUBLIC_POLICIES.pictureRenders, limit: context.env.pictureRendersPerMinute };
  app.get('/media/products/:file', async (request, reply) => {
    const { file } = parseInput(ZParams, request.params, 'path parameter');
    const { w, device, format: pinned } = parseInput(ZQuery, request.query, 'query parameter');
    // Only the spec's widths exist (pre-rendered sizes, a bounded cache): no others to render.
    if (!WIDTH_VALUES.includes(w)) throw new HttpError(404, `No picture ${file} at width ${w}`);
    const width = Number(w);
    const [productId, position] = file.split('.')[0]!.split('-').map(Number) as [number, number];
    const format: PictureFormat = formatFor(file, request.headers.accept, pinned);
    const picture = await getProductPicture(context.db, context.pictureCache, {
      productId,
      position,
      width,
      format,
      device,
      // Only a render counts: cached pictures are free, a flood of new sizes is not.
      beforeRender: () => limit(renders, request.ip, reply),
    });
    if (!picture) throw new HttpError(404, `No picture ${file}`);
    return reply
      .type(`image/${format}`)
      .header('Cache-Control', IMMUTABLE)
      .header('Vary', 'Accept')
      .send(picture);
  });
}
