import { BROWSING } from '@shop/api-client/contract';
import { IMMUTABLE_SECONDS } from '@shop/domain/cache';
import { ALLOWED_IMAGE_WIDTHS } from '@shop/domain/media';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { createPublicLimit, PUBLIC_POLICIES } from '../../http/public-limiter';
import { router } from '../route';
import { getProductPicture } from '../../services/media/get-product-picture';
import type { PictureFormat } from '../../media/render';

/** Image widths by size code XXS..XXL (storefront spec section 9); M is the default. */
const WIDTH_VALUES: readonly string[] = ALLOWED_IMAGE_WIDTHS.map(String);

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
  router(app, context)(BROWSING.productPicture, async ({ params, query, request, reply }) => {
    const { file } = params;
    const { w, device, format: pinned } = query;
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
