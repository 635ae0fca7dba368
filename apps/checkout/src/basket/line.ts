import { basketTotals, defaultPicture, type BasketLine } from '@shop/domain/basket';

/** Stable key and DOM id fragment of a line: one product in one size. */
export const lineKey = (line: BasketLine) => `${line.info.id}-${line.size.id}`;

/** Price of the line (unit price × quantity) and what it would have cost before reduction. */
export function lineAmounts(line: BasketLine): { total: number; originalTotal: number } {
  const { total, originalTotal } = basketTotals([line]);
  return { total, originalTotal };
}

/** The line's picture URL (the default one, else the first), or undefined without pictures. */
export function linePictureUrl(line: BasketLine): string | undefined {
  return defaultPicture(line.info.pictures)?.url;
}
