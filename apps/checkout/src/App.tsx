import type { ApiClient } from '@shop/api-client';
import type { i18n } from 'i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiProvider } from './app/api-context';
import { RemoteTranslations } from './app/remote-translations';
import type { ShopContext } from './app/shop-context';
import { ShopProvider } from './app/shop-context-provider';
import { BasketProvider, type BasketStore } from './basket/basket-context';
import { SessionProvider } from './session/session-context';

export interface AppProvidersProps {
  shop: ShopContext;
  i18n: i18n;
  api: ApiClient;
  /** The page's shared basket store by default. */
  basketStore?: BasketStore;
  children: ReactNode;
}

/**
 * Store and locale, translations (the bundled ones, then the API's over them), the API, the
 * session and the basket, for every page.
 */
export function AppProviders({ shop, i18n, api, basketStore, children }: AppProvidersProps) {
  // One query cache per app (and per test render): server answers such as the basket detail.
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ShopProvider value={shop}>
        <I18nextProvider i18n={i18n}>
          <ApiProvider value={api}>
            <RemoteTranslations />
            <SessionProvider>
              <BasketProvider store={basketStore}>{children}</BasketProvider>
            </SessionProvider>
          </ApiProvider>
        </I18nextProvider>
      </ShopProvider>
    </QueryClientProvider>
  );
}
