import { render, type RenderResult } from '@testing-library/react';
import type { BasketLine } from '@shop/domain/basket';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../App';
import { createCheckoutI18n } from '../app/i18n';
import { resolveShopContext, type ShopContext } from '../app/shop-context';
import type { BasketStore } from '../basket/basket-context';
import { BASKET_STORAGE_KEY, createBasketStore } from '@shop/ui';
import { routes } from '../routes';
import { persistedBasket } from './fixtures';

export interface RenderAppOptions {
  /** Full path as typed in the address bar, e.g. `/es/checkout/basket`. */
  path: string;
  host?: string;
  /** Written to localStorage as the storefront would, before the store is created. */
  lines?: BasketLine[];
}

/** The whole app (layout and routes) at one URL, with a fresh basket store read from storage. */
export interface RenderedApp extends RenderResult {
  shop: ShopContext;
  basketStore: BasketStore;
  router: ReturnType<typeof createMemoryRouter>;
}

export function renderApp({ path, host = 'localhost:3000', lines }: RenderAppOptions): RenderedApp {
  localStorage.clear();
  if (lines) localStorage.setItem(BASKET_STORAGE_KEY, persistedBasket(lines));
  const shop = resolveShopContext({ host, pathname: path });
  const basketStore = createBasketStore();
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    basename: shop.basename,
  });
  const result = render(
    <AppProviders shop={shop} i18n={createCheckoutI18n(shop.locale)} basketStore={basketStore}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, shop, basketStore, router };
}

/** What the store persisted last, parsed. */
export function storedLines(): BasketLine[] {
  const raw = localStorage.getItem(BASKET_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { state: { lines: BasketLine[] } }).state.lines : [];
}
