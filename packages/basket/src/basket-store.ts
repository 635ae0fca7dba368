import {
  addProduct,
  removeLine,
  restoreLines,
  setQuantity,
  type BasketLine,
  type BasketLineInfo,
  type BasketLineSize,
} from '@shop/domain/basket';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore, useStore } from 'zustand';

/**
 * Local storage key shared by the storefront and the checkout app: both are served from one
 * origin, so a line added on a product grid is on the basket page.
 */
export const BASKET_STORAGE_KEY = 'shop.basket';

export interface BasketState {
  lines: BasketLine[];
  lastAddedAt: number | null;
  /**
   * Who made the last change: the shopper (add, quantity, remove) or the server's
   * recalculation (replaceLines, clear after an order). Tracking tells the shopper's alone.
   */
  changedBy: 'shopper' | 'server';
  add: (info: BasketLineInfo, size: BasketLineSize) => void;
  setQuantity: (productId: number, sizeId: number, quantity: number) => void;
  remove: (productId: number, sizeId: number) => void;
  /** The lines as the server recalculated them (clamped, repriced, unavailable ones gone). */
  replaceLines: (lines: BasketLine[]) => void;
  clear: () => void;
}

/**
 * The browser's storage as far as it allows: where a privacy setting blocks it (reading
 * `localStorage` throws), the basket lives in memory for the page instead of breaking it, and
 * the store keeps its `persist` API (zustand leaves it out when it has no storage at all).
 */
function storageOrMemory(storage: () => Storage): StateStorage {
  const memory = new Map<string, string>();
  let blocked = false;
  const attempt = <T>(use: (store: Storage) => T, instead: () => T): T => {
    if (!blocked)
      try {
        return use(storage());
      } catch {
        blocked = true;
      }
    return instead();
  };
  return {
    getItem: (name) =>
      attempt(
        (store) => store.getItem(name),
        () => memory.get(name) ?? null,
      ),
    setItem: (name, value) =>
      attempt(
        (store) => store.setItem(name, value),
        () => void memory.set(name, value),
      ),
    removeItem: (name) =>
      attempt(
        (store) => store.removeItem(name),
        () => void memory.delete(name),
      ),
  };
}

export function createBasketStore(storage: () => Storage = () => localStorage) {
  return createStore<BasketState>()(
    persist(
      (set) => ({
        lines: [],
        lastAddedAt: null,
        changedBy: 'server',
        add: (info, size) =>
          set((state) => ({
            lines: addProduct(state.lines, info, size),
            lastAddedAt: Date.now(),
            changedBy: 'shopper',
          })),
        setQuantity: (productId, sizeId, quantity) =>
          set((state) => ({
            lines: setQuantity(state.lines, productId, sizeId, quantity),
            changedBy: 'shopper',
          })),
        remove: (productId, sizeId) =>
          set((state) => ({
            lines: removeLine(state.lines, productId, sizeId),
            changedBy: 'shopper',
          })),
        replaceLines: (lines) => set({ lines: restoreLines(lines), changedBy: 'server' }),
        clear: () => set({ lines: [], lastAddedAt: null, changedBy: 'server' }),
      }),
      {
        name: BASKET_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(() => storageOrMemory(storage)),
        // Only the lines are the shopper's; everything else is derived or transient.
        partialize: (state) => ({ lines: state.lines }),
        // Read back (a page load, another tab's change): not this page's shopper's doing.
        merge: (persisted, current) => ({
          ...current,
          lines: restoreLines((persisted as Partial<BasketState> | undefined)?.lines),
          changedBy: 'server',
        }),
      },
    ),
  );
}

let browserStore: ReturnType<typeof createBasketStore> | undefined;

/** The page's basket store, created on first use in the browser. */
export function basketStore() {
  browserStore ??= createBasketStore();
  return browserStore;
}

export function useBasket<T>(selector: (state: BasketState) => T): T {
  return useStore(basketStore(), selector);
}
