import { basketTotals, defaultPicture, type BasketLine } from '@shop/domain/basket';

/** A shopper may take at most this many of one size in one order. */
export const MAX_QUANTITY_PER_LINE = 10;

/** Stable key and DOM id fragment of a line: one product in one size. */
export const lineKey = (line: BasketLine) => `${line.info.id}-${line.size.id}`;

/**
 * The choices of the quantity control: 1 to min(10, stock of the size), never fewer than 1.
 * A quantity above that (stock fell since it was added) stays listed so the control shows the
 * truth until the server recalculation clamps it.
 */
export function quantityOptions(line: BasketLine): number[] {
  const stock = Number.isFinite(line.size.quantity) ? Math.floor(line.size.quantity) : 0;
  const limit = Math.max(1, Math.min(MAX_QUANTITY_PER_LINE, stock));
  const options = Array.from({ length: limit }, (_, index) => index + 1);
  if (line.quantity > limit) options.push(line.quantity);
  return options;
}

/** Price of the line (unit price × quantity) and what it would have cost before reduction. */
export function lineAmounts(line: BasketLine): { total: number; originalTotal: number } {
  const { total, originalTotal } = basketTotals([line]);
  return { total, originalTotal };
}

/** The line's picture URL (the default one, else the first), or undefined without pictures. */
export function linePictureUrl(line: BasketLine): string | undefined {
  return defaultPicture(line.info.pictures)?.url;
}
