import type { Device } from '../site/device';

/** Image widths by size code (storefront section 9). */
export const IMAGE_WIDTHS = {
  XXS: 120,
  XS: 210,
  S: 360,
  M: 450,
  L: 720,
  XL: 900,
  XXL: 1100,
} as const;
export type ImageSizeCode = keyof typeof IMAGE_WIDTHS;
export const ALLOWED_IMAGE_WIDTHS: readonly number[] = Object.values(IMAGE_WIDTHS);

/** Default thumbnail width (storefront section 9). */
export const THUMBNAIL_WIDTH = 314;

/** Watermark rule (storefront section 9): top-right, margin 8, opacity 100, 40 px or 50 on mobile. */
export const WATERMARK = {
  margin: 8,
  opacity: 1,
  size: { desktop: 40, mobile: 50 },
} as const;

export interface WatermarkBox {
  size: number;
  top: number;
  left: number;
}

/**
 * Where the watermark goes on a picture `width` pixels wide. The spec's sizes are CSS pixels on
 * a thumbnail of THUMBNAIL_WIDTH, so they scale with the rendered width: a 720 px file shown
 * at 314 px still shows a 40 px mark.
 */
export function watermarkBox(width: number, device: Device): WatermarkBox {
  const scale = width / THUMBNAIL_WIDTH;
  const size = Math.round((device === 1 ? WATERMARK.size.mobile : WATERMARK.size.desktop) * scale);
  const margin = Math.round(WATERMARK.margin * scale);
  return { size, top: margin, left: width - margin - size };
}

/**
 * A product picture path at one of the spec's widths. Device 1 (mobile) asks for the mobile
 * watermark size with `device=1`; desktop is the default and adds nothing.
 */
export function imageUrl(path: string, size: ImageSizeCode, device: Device = 0): string {
  const [base, query = ''] = path.split('?', 2);
  const kept = query
    .split('&')
    .filter((pair) => pair !== '' && !pair.startsWith('w=') && !pair.startsWith('device='));
  const added =
    device === 1 ? [`w=${IMAGE_WIDTHS[size]}`, 'device=1'] : [`w=${IMAGE_WIDTHS[size]}`];
  return `${base}?${[...kept, ...added].join('&')}`;
}

/** A srcset over the given size codes, so the browser picks what the layout needs. */
export function imageSrcSet(
  path: string,
  sizes: readonly ImageSizeCode[],
  device: Device = 0,
): string {
  return sizes.map((size) => `${imageUrl(path, size, device)} ${IMAGE_WIDTHS[size]}w`).join(', ');
}

/**
 * The URL of a page's largest picture (its LCP element), pinned to WebP with `format=webp`
 * (API media route). A `.webp` URL is answered in AVIF to a browser that takes it, and Chrome
 * decodes AVIF several times slower: on the benchmark machine the 900 px hero took 75-120 ms to
 * decode as AVIF and about 10 ms as WebP, and the first paint with it waits for that decode. The
 * few bytes AVIF saves on one picture are worth less than painting it sooner.
 */
export function largestPicture(url: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}format=webp`;
}
