import { clearBrowserSession, writeBrowserSession, type StoredSession } from '@shop/api-client';
import { render, type RenderResult } from '@testing-library/react';
import type { BasketLine } from '@shop/domain/basket';
import { messages } from '@shop/i18n';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../App';
import { createCheckoutI18n } from '../app/i18n';
import { resolveShopContext, type ShopContext } from '../app/shop-context';
import type { BasketStore } from '../basket/basket-context';
import { BASKET_STORAGE_KEY, createBasketStore } from '@shop/basket';
import { routes } from '../routes';
import { markCameFromBasket } from '../session/came-from-basket';
import { paymentStore, type PaymentState } from '../payment/payment-store';
import { clearDeliveryChoice, deliveryStore, type DeliveryState } from '../shipping/delivery-store';
import { FakeApi } from './fake-api';
import { persistedBasket } from './fixtures';

export interface RenderAppOptions {
  /** Full path as typed in the address bar, e.g. `/es/checkout/basket`. */
  path: string;
  host?: string;
  /** Written to localStorage as the storefront would, before the store is created. */
  lines?: BasketLine[];
  /** The API behind the page (a fresh FakeApi by default). */
  api?: FakeApi;
  /** Session cookies present before the page loads. */
  session?: StoredSession;
  /** The shopper was sent to log in from step one of the basket. */
  cameFromBasket?: boolean;
  /** The delivery choice kept for the tab (none by default). */
  delivery?: Partial<Pick<DeliveryState, 'mode' | 'choice' | 'relayPoint' | 'carrierType'>>;
  /** The payment choice kept for the tab (none by default). */
  payment?: Partial<Pick<PaymentState, 'selection' | 'termsAccepted'>>;
}

/** The whole app (layout and routes) at one URL, with a fresh basket store read from storage. */
export interface RenderedApp extends RenderResult {
  shop: ShopContext;
  basketStore: BasketStore;
  router: ReturnType<typeof createMemoryRouter>;
  api: FakeApi;
}

export function renderApp({
  path,
  host = 'localhost:3000',
  lines,
  api = new FakeApi(),
  session,
  cameFromBasket = false,
  delivery,
  payment,
}: RenderAppOptions): RenderedApp {
  localStorage.clear();
  sessionStorage.clear();
  clearDeliveryChoice();
  if (delivery) deliveryStore.setState(delivery);
  paymentStore.getState().clear();
  if (payment) paymentStore.setState(payment);
  clearBrowserSession();
  if (session) writeBrowserSession(session);
  if (cameFromBasket) markCameFromBasket();
  if (lines) localStorage.setItem(BASKET_STORAGE_KEY, persistedBasket(lines));
  const shop = resolveShopContext({ host, pathname: path });
  const basketStore = createBasketStore();
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    basename: shop.basename,
  });
  const result = render(
    <AppProviders
      shop={shop}
      i18n={createCheckoutI18n(shop.locale, messages)}
      api={api.client({ store: shop.storeId, locale: shop.locale })}
      basketStore={basketStore}
    >
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, shop, basketStore, router, api };
}

/** What the store persisted last, parsed. */
export function storedLines(): BasketLine[] {
  const raw = localStorage.getItem(BASKET_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { state: { lines: BasketLine[] } }).state.lines : [];
}
