import type { RouteObject } from 'react-router';
import { BasketPage } from './basket/BasketPage';
import { CheckoutLayout } from './layout/CheckoutLayout';
import type { CheckoutRouteHandle } from './layout/steps';
import { NotFoundPage } from './pages/NotFoundPage';

/**
 * The app's routes, relative to the router's basename (`/` or the locale prefix such as `/es`,
 * see app/shop-context.ts). Everything the gateway sends here without a page yet
 * (`/login`, `/account/**`, `/checkout/shipping`, ...) is the not-found page, in the layout.
 */
export const routes: RouteObject[] = [
  {
    element: <CheckoutLayout />,
    children: [
      {
        path: 'checkout/basket',
        element: <BasketPage />,
        handle: { step: 1 } satisfies CheckoutRouteHandle,
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
