import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ShopContext } from './app/shop-context';
import { ShopProvider } from './app/shop-context-provider';
import { BasketProvider, type BasketStore } from './basket/basket-context';

export interface AppProvidersProps {
  shop: ShopContext;
  i18n: i18n;
  /** The page's shared basket store by default. */
  basketStore?: BasketStore;
  children: ReactNode;
}

/** Store and locale, translations and the basket, for every page. */
export function AppProviders({ shop, i18n, basketStore, children }: AppProvidersProps) {
  return (
    <ShopProvider value={shop}>
      <I18nextProvider i18n={i18n}>
        <BasketProvider store={basketStore}>{children}</BasketProvider>
      </I18nextProvider>
    </ShopProvider>
  );
}
