import type { BasketLine } from '@shop/domain/basket';

/** A reduced hoodie (2 in M) and a full-price cap (1), as the storefront stores them. */
export const hoodie: BasketLine = {
  info: {
    id: 101,
    price: 59.99,
    originPrice: 79.99,
    quantity: 12,
    pictures: [
      { url: '/media/products/101-back.jpg', default: false },
      { url: '/media/products/101-front.jpg', default: true },
    ],
    name: 'Hoodie oversize brodé',
    brand: 'Rue Atelier',
  },
  size: { id: 1012, quantity: 4, label: 'M' },
  quantity: 2,
};

export const cap: BasketLine = {
  info: {
    id: 202,
    price: 35,
    originPrice: 35,
    quantity: 30,
    pictures: [{ url: '/media/products/202.jpg', default: true }],
    name: 'Casquette six panneaux',
    brand: 'North Block',
  },
  size: { id: 2020, quantity: 25, label: 'TU' },
  quantity: 1,
};

/** The zustand persist format the shared basket store writes under `shop.basket`. */
export function persistedBasket(lines: BasketLine[]): string {
  return JSON.stringify({ state: { lines }, version: 1 });
}
