import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY_PER_LINE, quantityOptions } from './basket-quantity';

const line = (stock: number, quantity = 1) => ({
  size: { id: 1, label: 'M', quantity: stock },
  quantity,
});

describe('quantityOptions', () => {
  it('offers 1 to the stock of the size, at most 10', () => {
    expect(MAX_QUANTITY_PER_LINE).toBe(10);
    expect(quantityOptions(line(3))).toEqual([1, 2, 3]);
    expect(quantityOptions(line(10))).toHaveLength(10);
    expect(quantityOptions(line(250))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('always offers at least 1', () => {
    expect(quantityOptions(line(0))).toEqual([1]);
    expect(quantityOptions(line(Number.NaN))).toEqual([1]);
  });

  it('keeps a quantity above the limit visible until the server clamps it', () => {
    expect(quantityOptions(line(2, 5))).toEqual([1, 2, 5]);
  });
});
