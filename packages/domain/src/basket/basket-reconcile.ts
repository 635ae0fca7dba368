import type { BasketLine } from './basket';

/** What the client keeps of a server line (POST /basket/detail). */
export interface ServerBasketItem {
  productId: number;
  productSizeId: number;
  quantityAvailable: number;
  originPrice: number;
  price: number;
}

export interface BasketPromotionState {
  code: string;
  valid: boolean;
  promotionValidity?: { valid: boolean; message: string | null } | null;
}

export interface Reconciled<P extends BasketPromotionState> {
  lines: BasketLine[];
  /** Local lines the server no longer sells (unknown, sold out): "unavailable products removed". */
  removed: BasketLine[];
  promotion: P | null;
  /** The invalid promotion's message, shown until the next reset; null otherwise. */
  promotionMessage: string | null;
}

/**
 * Journey section 4, after recalculation: lines are clamped to the available quantity, their
 * unit prices taken from the server, lines at zero dropped; a valid promotion is kept and an
 * invalid one cleared with its message.
 */
export function reconcileBasket<P extends BasketPromotionState>(
  lines: readonly BasketLine[],
  answer: { basketItems: readonly ServerBasketItem[]; basketPromotion: P | null },
): Reconciled<P> {
  const kept: BasketLine[] = [];
  const removed: BasketLine[] = [];
  for (const line of lines) {
    const item = answer.basketItems.find(
      (candidate) =>
        candidate.productId === line.info.id && candidate.productSizeId === line.size.id,
    );
    const quantity = item ? Math.max(0, Math.min(line.quantity, item.quantityAvailable)) : 0;
    if (!item || quantity === 0) {
      removed.push(line);
      continue;
    }
    kept.push({
      info: { ...line.info, price: item.price, originPrice: item.originPrice },
      size: { ...line.size, quantity: item.quantityAvailable },
      quantity,
    });
  }
  const promotion = answer.basketPromotion;
  if (!promotion) return { lines: kept, removed, promotion: null, promotionMessage: null };
  if (promotion.valid) return { lines: kept, removed, promotion, promotionMessage: null };
  return {
    lines: kept,
    removed,
    promotion: null,
    promotionMessage: promotion.promotionValidity?.message ?? null,
  };
}

/** Any basket change drops an invalid promotion before asking the server again. */
export function promotionToSend<P extends BasketPromotionState>(promotion: P | null): P | null {
  return promotion?.valid ? promotion : null;
}
