import { describe, expect, it } from 'vitest';
import {
  basketLineInfo,
  addProduct,
  basketTotals,
  defaultPicture,
  removeLine,
  restoreLines,
  setQuantity,
  type BasketLineInfo,
  type BasketLineSize,
} from './basket';

const hoodie: BasketLineInfo = {
  id: 7,
  price: 41.99,
  originPrice: 59.99,
  quantity: 12,
  pictures: [
    { url: '/a.webp', default: false },
    { url: '/b.webp', default: true },
  ],
  name: 'Hoodie',
  brand: 'North',
};
const m: BasketLineSize = { id: 71, quantity: 4, label: 'M' };
const l: BasketLineSize = { id: 72, quantity: 1, label: 'L' };

describe('basket lines', () => {
  it('appends a new product and size with quantity 1', () => {
    const lines = addProduct([], hoodie, m);
    expect(lines).toEqual([{ info: hoodie, size: m, quantity: 1 }]);
  });

  it('increments the same product and size instead of appending', () => {
    const lines = addProduct(addProduct([], hoodie, m), hoodie, m);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.quantity).toBe(2);
  });

  it('appends the same product in another size', () => {
    const lines = addProduct(addProduct([], hoodie, m), hoodie, l);
    expect(lines.map((line) => [line.size.label, line.quantity])).toEqual([
      ['M', 1],
      ['L', 1],
    ]);
  });

  it('sets a quantity and refuses a negative or fractional one', () => {
    const lines = setQuantity(addProduct([], hoodie, m), 7, 71, 3);
    expect(lines[0]?.quantity).toBe(3);
    expect(() => setQuantity(lines, 7, 71, -1)).toThrow(RangeError);
    expect(() => setQuantity(lines, 7, 71, 1.5)).toThrow(RangeError);
  });

  it('removes a line', () => {
    const lines = addProduct(addProduct([], hoodie, m), hoodie, l);
    expect(removeLine(lines, 7, 71).map((line) => line.size.id)).toEqual([72]);
  });

  it('restores only lines with a quantity above zero', () => {
    const lines = [
      { info: hoodie, size: m, quantity: 2 },
      { info: hoodie, size: l, quantity: 0 },
    ];
    expect(restoreLines(lines)).toEqual([lines[0]]);
    expect(restoreLines(null)).toEqual([]);
  });
});

describe('basketTotals', () => {
  it('sums quantities, totals and savings to 2 decimals', () => {
    const lines = setQuantity(addProduct([], hoodie, m), 7, 71, 3);
    expect(basketTotals(lines)).toEqual({
      count: 3,
      total: 125.97,
      originalTotal: 179.97,
      savings: 54,
    });
  });
  it('is zero for an empty basket', () => {
    expect(basketTotals([])).toEqual({ count: 0, total: 0, originalTotal: 0, savings: 0 });
  });
  it('does not drift with many small prices', () => {
    const cheap = { ...hoodie, price: 0.1, originPrice: 0.1 };
    expect(basketTotals([{ info: cheap, size: m, quantity: 3 }]).total).toBe(0.3);
  });
});

describe('defaultPicture', () => {
  it('prefers the picture flagged default', () => {
    expect(defaultPicture(hoodie.pictures)?.url).toBe('/b.webp');
    expect(defaultPicture([{ url: '/x', default: false }])?.url).toBe('/x');
  });
});

describe('basketLineInfo', () => {
  it("counts the product's stock as its sizes' stock", () => {
    const product = { id: 1, price: 10, originPrice: 12, pictures: [], name: 'Robe', brand: 'B' };
    const sizes = [
      { id: 1, quantity: 3, label: 'S' },
      { id: 2, quantity: 0, label: 'M' },
      { id: 3, quantity: 4, label: 'L' },
    ];
    expect(basketLineInfo(product, sizes)).toEqual({ ...product, quantity: 7 });
  });
});
