import type { Device } from '@shop/domain/device';
import { watermarkBox } from '@shop/domain/media';
import sharp from 'sharp';
import { drawPicture } from './draw';
import { drawWatermark } from './watermark';

export type PictureFormat = 'webp' | 'avif';

export interface PictureSpec {
  kind: string;
  colour: string;
  position: number;
  width: number;
  format: PictureFormat;
  /** The brand whose mark is stamped top-right, for products with a watermark. */
  watermark?: { brandId: number; brandName: string; device: Device } | null;
}

/** Rasterises the picture (height follows the 4:5 ratio), with its watermark, to WebP or AVIF. */
export async function renderPicture(spec: PictureSpec): Promise<Buffer> {
  let image = sharp(Buffer.from(drawPicture(spec.kind, spec.colour, spec.position, spec.width)));
  if (spec.watermark) {
    const box = watermarkBox(spec.width, spec.watermark.device);
    const mark = drawWatermark(spec.watermark.brandId, spec.watermark.brandName, box.size);
    image = image.composite([{ input: Buffer.from(mark), top: box.top, left: box.left }]);
  }
  // AVIF effort 2: a third of WebP's size for a few times its encoding time; renders are cached.
  return spec.format === 'avif'
    ? image.avif({ quality: 50, effort: 2 }).toBuffer()
    : image.webp({ quality: 82 }).toBuffer();
}
