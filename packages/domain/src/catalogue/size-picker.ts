import { LOW_STOCK_THRESHOLD } from './low-stock';

/** A size as the product page's picker shows it: every size, sold out or not. */
export interface PickerSize {
  id: number;
  label: string;
  quantity: number;
}

/**
 * What choosing a size offers: an in-stock size goes to the basket; a sold-out one offers the
 * back-in-stock alert (journey sections 3 and 7, POST /product-alerts).
 */
export type SizeAction = 'add' | 'alert';

export const sizeAction = (size: Pick<PickerSize, 'quantity'>): SizeAction =>
  size.quantity > 0 ? 'add' : 'alert';

/**
 * The size chosen when the page opens: a product with a single size (a unique size) has it
 * chosen already; otherwise none, so nobody adds a size they did not pick.
 */
export function initialSizeId(sizes: readonly PickerSize[]): number | null {
  return sizes.length === 1 ? sizes[0]!.id : null;
}

/**
 * Units left to show under a chosen size that is running out (the low-stock threshold of
 * section 9: 2 or fewer), or null when there are more or none.
 */
export function unitsLeft(size: Pick<PickerSize, 'quantity'>): number | null {
  return size.quantity > 0 && size.quantity <= LOW_STOCK_THRESHOLD ? size.quantity : null;
}

/** schema.org availability of the product: in stock while any size is. */
export function productAvailability(
  sizes: readonly Pick<PickerSize, 'quantity'>[],
): 'InStock' | 'OutOfStock' {
  return sizes.some((size) => size.quantity > 0) ? 'InStock' : 'OutOfStock';
}
