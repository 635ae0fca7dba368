import { describe, expect, it } from 'vitest';
import { isFullWidthMenu, splitBrandColumns } from './menu';

describe('brands menu', () => {
  it('puts 15 brands in the first column and the rest in a second', () => {
    const brands = Array.from({ length: 22 }, (_, index) => index);
    const columns = splitBrandColumns(brands);
    expect(columns.map((column) => column.length)).toEqual([15, 7]);
    expect(splitBrandColumns(brands.slice(0, 15))).toHaveLength(1);
  });
  it('spans the full width from 3 columns', () => {
    expect(isFullWidthMenu(2)).toBe(false);
    expect(isFullWidthMenu(3)).toBe(true);
  });
});
