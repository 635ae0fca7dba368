import { describe, expect, it } from 'vitest';
import { TOP_SALES_HITS } from '../listing/search-box';
import { inStockTopSales, TOP_SALES_CANDIDATES } from './top-sales';

const hit = (id: number, ...quantities: number[]) => ({
  id,
  sizes: quantities.map((quantity) => ({ quantity })),
});

describe('inStockTopSales', () => {
  it('leaves out the sold-out best sellers and keeps the order of sales', () => {
    const hits = [hit(1, 0, 0), hit(2, 0, 3), hit(3), hit(4, 1)];
    expect(inStockTopSales(hits).map((entry) => entry.id)).toEqual([2, 4]);
  });

  it('keeps the six best of what is left', () => {
    const hits = Array.from({ length: TOP_SALES_CANDIDATES }, (_, index) => hit(index, 5));
    expect(inStockTopSales(hits)).toHaveLength(TOP_SALES_HITS);
    expect(inStockTopSales(hits)[0]!.id).toBe(0);
  });
});
