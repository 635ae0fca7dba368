import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { useStore } from 'zustand';
import {
  BASKET_STORAGE_KEY,
  basketStore,
  trackBasketChanges,
  type BasketState,
} from '@shop/basket';
import { trackEvent } from '../app/tracking';

export type BasketStore = ReturnType<typeof basketStore>;

const BasketStoreContext = createContext<BasketStore | null>(null);

/**
 * Gives the pages a basket store (the page's shared one by default; tests pass their own) and
 * keeps it in step with other tabs: the storefront in another tab writes the same storage key.
 */
export function BasketProvider({ store, children }: { store?: BasketStore; children: ReactNode }) {
  const value = store ?? basketStore();
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === BASKET_STORAGE_KEY) void value.persist.rehydrate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [value]);
  // The shopper's quantity changes and removals on the basket page (issue 30, item 20).
  useEffect(() => trackBasketChanges(value, trackEvent), [value]);
  return <BasketStoreContext.Provider value={value}>{children}</BasketStoreContext.Provider>;
}

export function useBasketStore(): BasketStore {
  return useContext(BasketStoreContext) ?? basketStore();
}

export function useBasketState<T>(selector: (state: BasketState) => T): T {
  return useStore(useBasketStore(), selector);
}
