import { describe, expect, it } from 'vitest';
import { cap, hoodie } from '../test/fixtures';
import { lineAmounts, lineKey, linePictureUrl, quantityOptions } from './line';

const withStock = (stock: number, quantity = 1) => ({
  ...hoodie,
  size: { ...hoodie.size, quantity: stock },
  quantity,
});

describe('quantityOptions', () => {
  it('offers 1 to the stock of the size, at most 10', () => {
    expect(quantityOptions(withStock(3))).toEqual([1, 2, 3]);
    expect(quantityOptions(withStock(10))).toHaveLength(10);
    expect(quantityOptions(withStock(250))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('always offers at least 1', () => {
    expect(quantityOptions(withStock(0))).toEqual([1]);
    expect(quantityOptions(withStock(Number.NaN))).toEqual([1]);
  });

  it('keeps a quantity above the limit visible until the server clamps it', () => {
    expect(quantityOptions(withStock(2, 5))).toEqual([1, 2, 5]);
  });
});

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
