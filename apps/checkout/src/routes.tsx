import type { RouteObject } from 'react-router';
import { AccountPage } from './account/AccountPage';
import { AddAddressPage } from './address/AddAddressPage';
import { RequireCustomer } from './account/RequireCustomer';
import { AutoconnectPage } from './autoconnect/AutoconnectPage';
import { BasketPage } from './basket/BasketPage';
import { CheckoutLayout } from './layout/CheckoutLayout';
import type { CheckoutRouteHandle } from './layout/steps';
import { ForgottenPasswordPage } from './login/ForgottenPasswordPage';
import { LoginPage } from './login/LoginPage';
import { ResetPasswordPage } from './login/ResetPasswordPage';
import { NotFoundPage } from './pages/NotFoundPage';
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
 * see app/shop-context.ts). Paths the gateway sends here without a page yet are the not-found
 * page, in the layout.
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
      {
        // The delivery step needs a customer; /checkout/shipping also needs an address, and
        // payment and summary a complete delivery choice.
        element: <RequireCheckoutCustomer />,
        children: [
          {
            id: 'checkout-add_address',
            path: 'checkout/add_address',
            element: <AddAddressPage />,
            handle: { step: 2 } satisfies CheckoutRouteHandle,
          },
          {
            element: <RequireAddress />,
            children: [
              {
                id: 'checkout-shipping',
                path: 'checkout/shipping',
                element: <ShippingPage />,
                handle: { step: 2, reassurance: true } satisfies CheckoutRouteHandle,
              },
              {
                element: <RequireDeliveryChoice />,
                children: [
                  {
                    id: 'checkout-payment',
                    path: 'checkout/payment',
                    element: <PaymentPage />,
                    handle: { step: 3 } satisfies CheckoutRouteHandle,
                  },
                  {
                    id: 'checkout-summary',
                    path: 'checkout/summary',
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
            path: 'checkout/confirm',
            element: <ConfirmPage />,
            handle: { step: 4 } satisfies CheckoutRouteHandle,
          },
        ],
      },
      { path: 'login', element: <LoginPage />, handle: login },
      { path: 'login/password-forgotten', element: <ForgottenPasswordPage />, handle: login },
      { path: 'login/reset-password', element: <ResetPasswordPage />, handle: login },
      { path: 'autoconnect/:token?', element: <AutoconnectPage />, handle: login },
      {
        path: 'account',
        element: <RequireCustomer />,
        children: [
          { index: true, element: <AccountPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
