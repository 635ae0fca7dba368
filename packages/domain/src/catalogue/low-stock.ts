import type { BasketLine } from '../basket/basket';

/** A line is low on stock at 2 or fewer units left (storefront section 9). */
export const LOW_STOCK_THRESHOLD = 2;
export const LOW_STOCK_TOAST_TTL_MS = 7000;

export interface LowStockPick {
  line: BasketLine;
  /** Singular title when one unit is left, plural otherwise. */
  plural: boolean;
}

/**
 * The low-stock toast (section 4) names the cheapest basket line whose size has 2 or fewer
 * units left; none on product pages, where the size picker already says so.
 */
export function pickLowStockLine(
  lines: readonly BasketLine[],
  isProductPage: boolean,
): LowStockPick | null {
  if (isProductPage) return null;
  const low = lines.filter(
    (line) =>
      line.quantity > 0 && line.size.quantity > 0 && line.size.quantity <= LOW_STOCK_THRESHOLD,
  );
  const cheapest = low.reduce<BasketLine | null>(
    (best, line) => (!best || line.info.price < best.info.price ? line : best),
    null,
  );
  return cheapest ? { line: cheapest, plural: cheapest.size.quantity !== 1 } : null;
}
