import { describe, expect, it } from 'vitest';
import { cap, hoodie } from '../test/fixtures';
import { lineAmounts, lineKey, linePictureUrl } from './line';

describe('line helpers', () => {
  it('computes the line total and its original total in cents', () => {
    expect(lineAmounts(hoodie)).toEqual({ total: 119.98, originalTotal: 159.98 });
    expect(lineAmounts({ ...cap, info: { ...cap.info, price: 0.1 }, quantity: 3 })).toEqual({
      total: 0.3,
      originalTotal: 35 * 3,
    });
  });

  it('picks the default picture, else the first, else none', () => {
    expect(linePictureUrl(hoodie)).toBe('/media/products/101-front.jpg');
    expect(
      linePictureUrl({
        ...hoodie,
        info: { ...hoodie.info, pictures: [{ url: '/a.jpg', default: false }] },
      }),
    ).toBe('/a.jpg');
    expect(linePictureUrl({ ...hoodie, info: { ...hoodie.info, pictures: [] } })).toBeUndefined();
  });

  it('keys a line by product and size', () => {
    expect(lineKey(hoodie)).toBe('101-1012');
  });
});
