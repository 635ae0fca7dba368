import sharp from 'sharp';
import { drawPicture } from './draw';

/** Rasterises the picture to WebP at `width` (height follows the 4:5 ratio). */
export async function renderPicture(
  kind: string,
  colour: string,
  position: number,
  width: number,
): Promise<Buffer> {
  const svg = drawPicture(kind, colour, position, width);
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}
