import { describe, expect, it } from 'vitest';
import type { BasketLine } from '../basket/basket';
import { pickLowStockLine } from './low-stock';

const line = (id: number, price: number, stock: number): BasketLine => ({
  info: {
    id,
    price,
    originPrice: price,
    quantity: stock,
    pictures: [],
    name: `P${id}`,
    brand: 'B',
  },
  size: { id: id * 10, quantity: stock, label: 'M' },
  quantity: 1,
});

describe('pickLowStockLine', () => {
  it('picks the cheapest line with 2 or fewer units left', () => {
    const pick = pickLowStockLine([line(1, 50, 2), line(2, 30, 1), line(3, 10, 8)], false);
    expect(pick?.line.info.id).toBe(2);
    expect(pick?.plural).toBe(false);
  });
  it('uses the plural title above one unit', () => {
    expect(pickLowStockLine([line(1, 50, 2)], false)?.plural).toBe(true);
  });
  it('shows nothing on a product page or without low stock', () => {
    expect(pickLowStockLine([line(1, 50, 1)], true)).toBeNull();
    expect(pickLowStockLine([line(1, 50, 3)], false)).toBeNull();
    expect(pickLowStockLine([], false)).toBeNull();
  });
});
