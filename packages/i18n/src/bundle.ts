import type fr from './locales/fr';

// The account area (sign-in, sign-up, password reset, account pages) has bundles of its own
// so the shell's and the account's texts can grow without touching the same files.
// Addresses, carriers and relay points likewise (checkout, account and the API's answers);
// orders (statuses, e-mails, bills), payment (provider messages and pages) and purchase (the
// payment, summary and confirmation steps) too.
// Vouchers, credits and gift cards (the API's labels and refusals, the payment step's part).
// The account area's pages (profile, addresses, orders, vouchers, subscriptions, privacy).
// Documents: the texts of the bills and purchase orders the API prints as PDF files.
// Returns: the requests, their statuses, coupons and e-mails.
export interface Areas<A, R, D, F, O, P, U, T, V> {
  account: A;
  accountArea: R;
  delivery: D;
  documents: F;
  orders: O;
  payment: P;
  purchase: U;
  returns: T;
  vouchers: V;
}

/** One language's texts: the shell's keys at the top, each area's under its own key. */
export const bundle = <S extends object, A, R, D, F, O, P, U, T, V>(
  shell: S,
  areas: Areas<A, R, D, F, O, P, U, T, V>,
) => ({
  ...shell,
  ...areas,
});

/** The shape of every language's texts: the French bundle's. */
export type Messages = typeof fr;
