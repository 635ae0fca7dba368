import { IMAGE_WIDTHS } from '@shop/domain/media';
import { z } from 'zod';
import { zLine } from './text';

/** `/media/products/{productId}-{n}.webp` (or `.avif`): a product's nth picture. */
export const ZProductPictureParams = z.object({
  file: zLine().regex(
    /^[1-9]\d{0,8}-[1-9]\d?\.(webp|avif)$/,
    'expected {productId}-{n}.webp or .avif',
  ),
});

export const ZProductPictureQuery = z.object({
  // Any text: a width off the list is a picture that does not exist (404), not a bad request.
  w: zLine().default(String(IMAGE_WIDTHS.M)),
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

/** `/media/watermarks/{brandId}.svg`. */
export const ZWatermarkParams = z.object({
  file: zLine().regex(/^[1-9]\d{0,8}\.svg$/, 'expected {brandId}.svg'),
});

/** `/media/carriers/{code}.svg`. */
export const ZCarrierLogoParams = z.object({
  file: zLine().regex(/^[a-z0-9_]{1,40}\.svg$/, 'expected {code}.svg'),
});
