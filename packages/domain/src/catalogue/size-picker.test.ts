import { describe, expect, it } from 'vitest';
import { initialSizeId, productAvailability, sizeAction, unitsLeft } from './size-picker';

const size = (id: number, quantity: number) => ({ id, label: String(id), quantity });

describe('the product page size picker', () => {
  it('adds an in-stock size and offers an alert for a sold-out one', () => {
    expect(sizeAction(size(1, 3))).toBe('add');
    expect(sizeAction(size(1, 1))).toBe('add');
    expect(sizeAction(size(1, 0))).toBe('alert');
  });

  it('chooses the only size of a product, and none when there are several', () => {
    expect(initialSizeId([size(7, 0)])).toBe(7);
    expect(initialSizeId([size(7, 2), size(8, 5)])).toBeNull();
    expect(initialSizeId([])).toBeNull();
  });

  it('tells how many units are left from 2 down to 1, not above and not when sold out', () => {
    expect(unitsLeft(size(1, 1))).toBe(1);
    expect(unitsLeft(size(1, 2))).toBe(2);
    expect(unitsLeft(size(1, 3))).toBeNull();
    expect(unitsLeft(size(1, 0))).toBeNull();
  });

  it('is in stock while one size is', () => {
    expect(productAvailability([size(1, 0), size(2, 1)])).toBe('InStock');
    expect(productAvailability([size(1, 0)])).toBe('OutOfStock');
    expect(productAvailability([])).toBe('OutOfStock');
  });
});
