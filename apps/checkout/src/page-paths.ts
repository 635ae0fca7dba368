import { splitLocalePrefix } from '@shop/domain/locales';
import { matchPath } from 'react-router';

/**
 * The app's pages, as paths relative to the router's basename (`/` or a locale prefix such as
 * `/es`). One table for the router (routes.tsx) and the production server (server/app.ts): the
 * server answers 404 for any other path the gateway sends here, while the router shows the
 * not-found page there, so the two can never disagree about what a page is.
 */
export const PAGE_PATHS = {
  basket: 'checkout/basket',
  addAddress: 'checkout/add_address',
  shipping: 'checkout/shipping',
  payment: 'checkout/payment',
  summary: 'checkout/summary',
  confirm: 'checkout/confirm',
  login: 'login',
  passwordForgotten: 'login/password-forgotten',
  resetPassword: 'login/reset-password',
  autoconnect: 'autoconnect/:token?',
  account: 'account',
  accountProfile: 'account/modify',
  accountIdentity: 'account/modify-id',
  addressBook: 'account/address-book',
  // `new` adds an address, a number edits that one (spec: /account/address-book/{id?}).
  addressBookEntry: 'account/address-book/:id',
  cardBook: 'account/card-book',
  orderHistory: 'account/history',
  order: 'account/history/:id',
  // Spec: /account/history/{id}/product-return-detail and .../{idreturn?}.
  returnRequest: 'account/history/:id/product-return-detail',
  returnView: 'account/history/:id/product-return-detail/:idreturn',
  vouchers: 'account/voucher',
  giftCardActivation: 'account/giftcard-activation',
  subscriptions: 'account/subscriptions',
  privacy: 'account/privacy',
} as const;

export type PagePath = (typeof PAGE_PATHS)[keyof typeof PAGE_PATHS];

/** Whether a full path (locale prefix or not, `/es/checkout/basket`) opens one of the pages. */
export function isAppPage(pathname: string): boolean {
  const { rest } = splitLocalePrefix(pathname);
  return Object.values(PAGE_PATHS).some(
    (pattern) => matchPath({ path: `/${pattern}`, end: true }, rest) !== null,
  );
}
