import { describe, expect, it } from 'vitest';
import type { BasketLine } from './basket';
import { promotionToSend, reconcileBasket, type ServerBasketItem } from './basket-reconcile';

const line = (id: number, sizeId: number, quantity: number, price = 50): BasketLine => ({
  info: { id, price, originPrice: price, quantity: 10, pictures: [], name: `P${id}`, brand: 'B' },
  size: { id: sizeId, quantity: 10, label: 'M' },
  quantity,
});
const item = (
  productId: number,
  productSizeId: number,
  quantityAvailable: number,
  price: number,
  originPrice = price,
): ServerBasketItem => ({ productId, productSizeId, quantityAvailable, price, originPrice });

const valid = {
  code: 'BIENVENUE10',
  valid: true,
  promotionValidity: { valid: true, message: null },
};
const invalid = {
  code: 'OLD',
  valid: false,
  promotionValidity: { valid: false, message: 'Ce code promo a expiré' },
};

describe('basket reconciliation', () => {
  it('clamps lines to the available quantity and takes the server prices', () => {
    const result = reconcileBasket([line(1, 11, 5, 99)], {
      basketItems: [item(1, 11, 2, 41.99, 59.99)],
      basketPromotion: null,
    });
    expect(result.lines).toEqual([
      {
        info: { ...line(1, 11, 5).info, price: 41.99, originPrice: 59.99 },
        size: { id: 11, quantity: 2, label: 'M' },
        quantity: 2,
      },
    ]);
    expect(result.removed).toEqual([]);
  });

  it('drops lines the server left out or has no stock for, and reports them', () => {
    const gone = line(2, 21, 1);
    const soldOut = line(3, 31, 1);
    const result = reconcileBasket([line(1, 11, 1), gone, soldOut], {
      basketItems: [item(1, 11, 4, 50), item(3, 31, 0, 50)],
      basketPromotion: null,
    });
    expect(result.lines.map((kept) => kept.info.id)).toEqual([1]);
    expect(result.removed).toEqual([gone, soldOut]);
  });

  it('keeps a valid promotion', () => {
    const result = reconcileBasket([line(1, 11, 1)], {
      basketItems: [item(1, 11, 4, 50)],
      basketPromotion: valid,
    });
    expect(result.promotion).toBe(valid);
    expect(result.promotionMessage).toBeNull();
  });

  it('clears an invalid promotion and keeps its message', () => {
    const result = reconcileBasket([line(1, 11, 1)], {
      basketItems: [item(1, 11, 4, 50)],
      basketPromotion: invalid,
    });
    expect(result.promotion).toBeNull();
    expect(result.promotionMessage).toBe('Ce code promo a expiré');
  });

  it('sends only a valid promotion with the next change', () => {
    expect(promotionToSend(valid)).toBe(valid);
    expect(promotionToSend(invalid)).toBeNull();
    expect(promotionToSend(null)).toBeNull();
  });
});
