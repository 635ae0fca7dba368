import type { BasketLineInfo } from '@shop/domain/basket';
import { describe, expect, it } from 'vitest';
import { BASKET_STORAGE_KEY, createBasketStore } from './basket-store';
import { MemoryStorage } from './memory-storage.test-support';

const tee: BasketLineInfo = {
  id: 1,
  price: 20,
  originPrice: 25,
  quantity: 5,
  pictures: [],
  name: 'Tee',
  brand: 'Brand',
};

describe('basket store', () => {
  it('persists the lines under the shared key and reads them back in another store', async () => {
    const storage = new MemoryStorage();
    const first = createBasketStore(() => storage);
    first.getState().add(tee, { id: 10, quantity: 3, label: 'S' });
    first.getState().add(tee, { id: 10, quantity: 3, label: 'S' });
    expect(JSON.parse(storage.getItem(BASKET_STORAGE_KEY) ?? '{}').state).toEqual({
      lines: [{ info: tee, size: { id: 10, quantity: 3, label: 'S' }, quantity: 2 }],
    });

    const second = createBasketStore(() => storage);
    await second.persist.rehydrate();
    expect(second.getState().lines[0]?.quantity).toBe(2);
  });

  it('takes the recalculated lines of the server, persisted, without the empty ones', () => {
    const storage = new MemoryStorage();
    const store = createBasketStore(() => storage);
    store.getState().add(tee, { id: 10, quantity: 3, label: 'S' });
    store.getState().replaceLines([
      { info: { ...tee, price: 18 }, size: { id: 10, quantity: 1, label: 'S' }, quantity: 1 },
      { info: tee, size: { id: 11, quantity: 0, label: 'M' }, quantity: 0 },
    ]);
    expect(store.getState().lines).toEqual([
      { info: { ...tee, price: 18 }, size: { id: 10, quantity: 1, label: 'S' }, quantity: 1 },
    ]);
    expect(JSON.parse(storage.getItem(BASKET_STORAGE_KEY) ?? '{}').state.lines).toHaveLength(1);
  });

  it('drops lines without quantity when restoring', async () => {
    const storage = new MemoryStorage();
    storage.setItem(
      BASKET_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        state: {
          lines: [
            { info: tee, size: { id: 10, quantity: 3, label: 'S' }, quantity: 0 },
            { info: tee, size: { id: 11, quantity: 3, label: 'M' }, quantity: 1 },
          ],
        },
      }),
    );
    const store = createBasketStore(() => storage);
    await store.persist.rehydrate();
    expect(store.getState().lines.map((line) => line.size.label)).toEqual(['M']);
  });
});

describe('basket store where the browser blocks storage', () => {
  const blocked = (): Storage => {
    throw new DOMException('blocked', 'SecurityError');
  };

  it('keeps the lines in memory and its persist API, instead of breaking the page', () => {
    const store = createBasketStore(blocked);
    expect(store.persist.hasHydrated()).toBe(true);
    store.getState().add(tee, { id: 7, quantity: 3, label: 'M' });
    expect(store.getState().lines).toHaveLength(1);
  });

  it('goes on in memory when writing starts to fail', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError');
    };
    const store = createBasketStore(() => storage);
    store.getState().add(tee, { id: 7, quantity: 3, label: 'M' });
    store.getState().add(tee, { id: 7, quantity: 3, label: 'M' });
    expect(store.getState().lines[0]!.quantity).toBe(2);
  });
});
