import type { RouteObject } from 'react-router';
import { accountRoutes } from './account/account-routes';
import { AddAddressPage } from './address/AddAddressPage';
import { AutoconnectPage } from './autoconnect/AutoconnectPage';
import { BasketPage } from './basket/BasketPage';
import { CheckoutLayout } from './layout/CheckoutLayout';
import type { CheckoutRouteHandle } from './layout/steps';
import { ForgottenPasswordPage } from './login/ForgottenPasswordPage';
import { LoginPage } from './login/LoginPage';
import { ResetPasswordPage } from './login/ResetPasswordPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PAGE_PATHS } from './page-paths';
import { ConfirmPage } from './confirm/ConfirmPage';
import { PaymentPage } from './payment/PaymentPage';
import {
  RequireAddress,
  RequireCheckoutCustomer,
  RequireDeliveryChoice,
} from './shipping/CheckoutGuard';
import { ShippingPage } from './shipping/ShippingPage';
import { SummaryPage } from './summary/SummaryPage';

const login = { login: true } satisfies CheckoutRouteHandle;

/**
 * The app's routes, relative to the router's basename (`/` or the locale prefix such as `/es`,
 * see app/shop-context.ts). Their paths come from page-paths.ts, which the server reads too;
 * any other path the gateway sends here is the not-found page, in the layout (and a 404).
 */
export const routes: RouteObject[] = [
  {
    element: <CheckoutLayout />,
    children: [
      {
        path: PAGE_PATHS.basket,
        element: <BasketPage />,
        handle: { step: 1 } satisfies CheckoutRouteHandle,
      },
      {
        // The delivery step needs a customer; /checkout/shipping also needs an address, and
        // payment and summary a complete delivery choice.
        element: <RequireCheckoutCustomer />,
        children: [
          {
            id: 'checkout-add_address',
            path: PAGE_PATHS.addAddress,
            element: <AddAddressPage />,
            handle: { step: 2 } satisfies CheckoutRouteHandle,
          },
          {
            element: <RequireAddress />,
            children: [
              {
                id: 'checkout-shipping',
                path: PAGE_PATHS.shipping,
                element: <ShippingPage />,
                handle: { step: 2, reassurance: true } satisfies CheckoutRouteHandle,
              },
              {
                element: <RequireDeliveryChoice />,
                children: [
                  {
                    id: 'checkout-payment',
                    path: PAGE_PATHS.payment,
                    element: <PaymentPage />,
                    handle: { step: 3 } satisfies CheckoutRouteHandle,
                  },
                  {
                    id: 'checkout-summary',
                    path: PAGE_PATHS.summary,
                    element: <SummaryPage />,
                    handle: { step: 3 } satisfies CheckoutRouteHandle,
                  },
                ],
              },
            ],
          },
          {
            // Where the payment provider sends the shopper back: the order is the page's.
            id: 'checkout-confirm',
            path: PAGE_PATHS.confirm,
            element: <ConfirmPage />,
            handle: { step: 4 } satisfies CheckoutRouteHandle,
          },
        ],
      },
      { path: PAGE_PATHS.login, element: <LoginPage />, handle: login },
      { path: PAGE_PATHS.passwordForgotten, element: <ForgottenPasswordPage />, handle: login },
      { path: PAGE_PATHS.resetPassword, element: <ResetPasswordPage />, handle: login },
      { path: PAGE_PATHS.autoconnect, element: <AutoconnectPage />, handle: login },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  accountRoutes,
];
