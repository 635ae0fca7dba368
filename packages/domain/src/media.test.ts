import { describe, expect, it } from 'vitest';
import { ALLOWED_IMAGE_WIDTHS, imageSrcSet, imageUrl } from './media';

describe('product image URLs', () => {
  it('has the spec widths', () => {
    expect(ALLOWED_IMAGE_WIDTHS).toEqual([120, 210, 360, 450, 720, 900, 1100]);
  });
  it('adds the width of a size code', () => {
    expect(imageUrl('/api/v5/media/products/12-0.webp', 'S')).toBe(
      '/api/v5/media/products/12-0.webp?w=360',
    );
    expect(imageUrl('/m/1.webp?v=2&w=120', 'XL')).toBe('/m/1.webp?v=2&w=900');
  });
  it('builds a srcset', () => {
    expect(imageSrcSet('/m/1.webp', ['XS', 'M'])).toBe(
      '/m/1.webp?w=210 210w, /m/1.webp?w=450 450w',
    );
  });
});
