import type { BasketLine } from './basket';

/** Journey section 3: a shopper may take at most this many of one size in one order. */
export const MAX_QUANTITY_PER_LINE = 10;

/**
 * The choices of a line's quantity control: 1 to min(10, stock of the size), never fewer than 1.
 * A quantity above that (stock fell since it was added) stays listed so the control shows the
 * truth until the server recalculation clamps it.
 */
export function quantityOptions(line: Pick<BasketLine, 'size' | 'quantity'>): number[] {
  const stock = Number.isFinite(line.size.quantity) ? Math.floor(line.size.quantity) : 0;
  const limit = Math.max(1, Math.min(MAX_QUANTITY_PER_LINE, stock));
  const options = Array.from({ length: limit }, (_, index) => index + 1);
  if (line.quantity > limit) options.push(line.quantity);
  return options;
}
