import { describe, expect, it } from 'vitest';
import { ALLOWED_IMAGE_WIDTHS, imageSrcSet, imageUrl, largestPicture, watermarkBox } from './media';

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

describe('mobile pictures and watermarks', () => {
  it('asks for the mobile watermark with device=1', () => {
    expect(imageUrl('/m/1.webp', 'S', 1)).toBe('/m/1.webp?w=360&device=1');
    expect(imageUrl('/m/1.webp?device=1&w=120', 'XS', 0)).toBe('/m/1.webp?w=210');
    expect(imageSrcSet('/m/1.webp', ['XS'], 1)).toBe('/m/1.webp?w=210&device=1 210w');
  });
  it('puts the watermark top-right with an 8 px margin at thumbnail width', () => {
    expect(watermarkBox(314, 0)).toEqual({ size: 40, top: 8, left: 266 });
    expect(watermarkBox(314, 1)).toEqual({ size: 50, top: 8, left: 256 });
  });
  it('scales the watermark with the rendered width', () => {
    const box = watermarkBox(1100, 0);
    expect(box.size).toBe(140);
    expect(box.left + box.size + box.top).toBe(1100);
  });
});

describe('largestPicture', () => {
  it('pins WebP on a picture with or without a query', () => {
    expect(largestPicture('/api/v5/media/products/1-1.webp')).toBe(
      '/api/v5/media/products/1-1.webp?format=webp',
    );
    expect(largestPicture('/api/v5/media/products/1-1.webp?w=720')).toBe(
      '/api/v5/media/products/1-1.webp?w=720&format=webp',
    );
  });

  it('keeps the pin through the widths of a srcset', () => {
    const path = largestPicture('/api/v5/media/products/1-1.webp');
    expect(imageUrl(path, 'L', 1)).toBe(
      '/api/v5/media/products/1-1.webp?format=webp&w=720&device=1',
    );
    expect(imageSrcSet(path, ['S', 'M'])).toBe(
      '/api/v5/media/products/1-1.webp?format=webp&w=360 360w, /api/v5/media/products/1-1.webp?format=webp&w=450 450w',
    );
  });
});
