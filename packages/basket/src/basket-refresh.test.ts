import type { BasketLineInfo } from '@shop/domain/basket';
import { describe, expect, it } from 'vitest';
import { refreshBasket, type BasketDetailItem } from './basket-refresh';
import { createBasketStore } from './basket-store';
import { MemoryStorage } from './memory-storage.test-support';

const info = (id: number, price: number): BasketLineInfo => ({
  id,
  price,
  originPrice: price,
  quantity: 5,
  pictures: [],
  name: `Item ${id}`,
  brand: 'Brand',
});

/** A basket saved on an earlier visit, read back as a new page load reads it. */
function storedBasket() {
  const storage = new MemoryStorage();
  const earlier = createBasketStore(() => storage);
  earlier.getState().add(info(1, 20), { id: 11, label: 'M', quantity: 9 });
  earlier.getState().add(info(2, 35), { id: 21, label: 'L', quantity: 4 });
  earlier.getState().add(info(3, 50), { id: 31, label: 'S', quantity: 3 });
  return createBasketStore(() => storage);
}

const server = (
  item: { productId: number; productSizeId: number },
  price: number,
  stock: number,
) => ({
  productId: item.productId,
  productSizeId: item.productSizeId,
  quantityAvailable: stock,
  originPrice: price + 10,
  price,
});

describe('refreshBasket', () => {
  it('replaces the stale local prices and stock with the server’s', async () => {
    const store = storedBasket();
    let asked: BasketDetailItem[] = [];
    await refreshBasket(store, async (items) => {
      asked = items;
      // Item 1 is cheaper now and nearly sold out; item 3 is no longer sold.
      return { basketItems: [server(items[0]!, 15.5, 1), server(items[1]!, 35, 4)] };
    });
    expect(asked).toEqual([
      { productId: 1, productSizeId: 11, quantity: 1 },
      { productId: 2, productSizeId: 21, quantity: 1 },
      { productId: 3, productSizeId: 31, quantity: 1 },
    ]);
    const [first, second, gone] = store.getState().lines;
    expect(first!.info).toMatchObject({ price: 15.5, originPrice: 25.5 });
    expect(first!.size.quantity).toBe(1);
    expect(second!.info.price).toBe(35);
    // Kept for the basket page to remove with its notice, with nothing left to announce.
    expect(gone!.info.id).toBe(3);
    expect(gone!.size.quantity).toBe(0);
  });

  it('asks nothing for an empty basket and drops an answer for lines changed meanwhile', async () => {
    const empty = createBasketStore(() => new MemoryStorage());
    let calls = 0;
    await refreshBasket(empty, async () => {
      calls += 1;
      return { basketItems: [] };
    });
    expect(calls).toBe(0);

    const store = storedBasket();
    await refreshBasket(store, async (items) => {
      store.getState().add(info(4, 9), { id: 41, label: 'XS', quantity: 2 });
      return { basketItems: items.map((item) => server(item, 1, 1)) };
    });
    expect(store.getState().lines.map((line) => line.info.price)).toEqual([20, 35, 50, 9]);
  });
});
