import type { BasketLineInfo } from '@shop/domain/basket';
import { describe, expect, it } from 'vitest';
import { createBasketStore } from './basket-store';
import { trackBasketChanges } from './basket-tracking';

const memory = (): Storage => {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
};

const tee: BasketLineInfo = {
  id: 5,
  price: 19.9,
  originPrice: 25,
  quantity: 4,
  pictures: [],
  name: 'Tee',
  brand: 'Kilo Supply',
};

describe('trackBasketChanges', () => {
  it('tells the shopper’s adds and removals, never the server’s recalculation', () => {
    const store = createBasketStore(memory);
    const events: {
      event: string;
      ecommerce: { items: { size_id?: string; quantity: number }[] };
    }[] = [];
    const stop = trackBasketChanges(store, (event) => events.push(event));
    store.getState().add(tee, { id: 51, label: 'M', quantity: 4 });
    store.getState().setQuantity(5, 51, 3);
    store.getState().replaceLines([{ ...store.getState().lines[0]!, quantity: 1 }]);
    store.getState().remove(5, 51);
    store.getState().clear();
    stop();
    expect(events.map((event) => event.event)).toEqual([
      'add_to_cart',
      'add_to_cart',
      'remove_from_cart',
    ]);
    expect(events.map((event) => event.ecommerce.items[0]!.quantity)).toEqual([1, 2, 1]);
    expect(events[0]!.ecommerce.items[0]!.size_id).toBe('51');
  });
});
