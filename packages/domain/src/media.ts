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

/** A product picture path at one of the spec's widths. */
export function imageUrl(path: string, size: ImageSizeCode): string {
  const [base, query = ''] = path.split('?', 2);
  const kept = query.split('&').filter((pair) => pair !== '' && !pair.startsWith('w='));
  return `${base}?${[...kept, `w=${IMAGE_WIDTHS[size]}`].join('&')}`;
}

/** A srcset over the given size codes, so the browser picks what the layout needs. */
export function imageSrcSet(path: string, sizes: readonly ImageSizeCode[]): string {
  return sizes.map((size) => `${imageUrl(path, size)} ${IMAGE_WIDTHS[size]}w`).join(', ');
}
