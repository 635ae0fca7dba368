import { createContext, useContext, type ReactNode } from 'react';
import type { ShopContext } from './shop-context';

const ShopReactContext = createContext<ShopContext | null>(null);

export function ShopProvider({ value, children }: { value: ShopContext; children: ReactNode }) {
  return <ShopReactContext.Provider value={value}>{children}</ShopReactContext.Provider>;
}

export function useShop(): ShopContext {
  const value = useContext(ShopReactContext);
  if (!value) throw new Error('useShop() needs a <ShopProvider>');
  return value;
}
