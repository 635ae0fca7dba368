import { imageSrcSet, imageUrl } from '@shop/domain/media';
import { describe, expect, it } from 'vitest';
import { largestPicture } from './largest-picture';

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
