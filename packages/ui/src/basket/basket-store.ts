import {
  addProduct,
  basketTotals,
  removeLine,
  restoreLines,
  setQuantity,
  type BasketLine,
  type BasketLineInfo,
  type BasketLineSize,
} from '@shop/domain/basket';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore, useStore } from 'zustand';

/**
 * Local storage key shared by the storefront and the checkout app: both are served from one
 * origin, so a line added on a product grid is on the basket page.
 */
export const BASKET_STORAGE_KEY = 'shop.basket';

export interface BasketState {
  lines: BasketLine[];
  lastAddedAt: number | null;
  add: (info: BasketLineInfo, size: BasketLineSize) => void;
  setQuantity: (productId: number, sizeId: number, quantity: number) => void;
  remove: (productId: number, sizeId: number) => void;
  /** The lines as the server recalculated them (clamped, repriced, unavailable ones gone). */
  replaceLines: (lines: BasketLine[]) => void;
  clear: () => void;
}

export function createBasketStore(storage: () => Storage = () => localStorage) {
  return createStore<BasketState>()(
    persist(
      (set) => ({
        lines: [],
        lastAddedAt: null,
        add: (info, size) =>
          set((state) => ({ lines: addProduct(state.lines, info, size), lastAddedAt: Date.now() })),
        setQuantity: (productId, sizeId, quantity) =>
          set((state) => ({ lines: setQuantity(state.lines, productId, sizeId, quantity) })),
        remove: (productId, sizeId) =>
          set((state) => ({ lines: removeLine(state.lines, productId, sizeId) })),
        replaceLines: (lines) => set({ lines: restoreLines(lines) }),
        clear: () => set({ lines: [], lastAddedAt: null }),
      }),
      {
        name: BASKET_STORAGE_KEY,
        version: 1,
        storage: createJSONStorage(storage),
        // Only the lines are the shopper's; everything else is derived or transient.
        partialize: (state) => ({ lines: state.lines }),
        merge: (persisted, current) => ({
          ...current,
          lines: restoreLines((persisted as Partial<BasketState> | undefined)?.lines),
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

export const selectTotals = (state: BasketState) => basketTotals(state.lines);
