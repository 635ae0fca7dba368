/**
 * Section 3: the basket, promotion included, is kept in the browser. The shared basket store
 * keeps the lines; the code the server accepted is kept here, so the shipping step's totals
 * (and a reload of the basket) still carry it. The server checks it again on every call.
 */
export const PROMOTION_STORAGE_KEY = 'shop.basketPromotion';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readPromotionCode(): string | null {
  return storage()?.getItem(PROMOTION_STORAGE_KEY) || null;
}

export function writePromotionCode(code: string | null): void {
  if (code) storage()?.setItem(PROMOTION_STORAGE_KEY, code);
  else storage()?.removeItem(PROMOTION_STORAGE_KEY);
}
