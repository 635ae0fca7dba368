import type * as fr from './locales/fr';

// The account area (sign-in, sign-up, password reset, account pages) has bundles of its own
// so the shell's and the account's texts can grow without touching the same files.
// Addresses, carriers and relay points likewise (checkout, account and the API's answers);
// orders (statuses, e-mails, bills), payment (provider messages and pages) and purchase (the
// payment, summary and confirmation steps) too.
// Vouchers, credits and gift cards (the API's labels and refusals, the payment step's part).
// The account area's pages (profile, addresses, orders, vouchers, subscriptions, privacy).
// Documents: the texts of the bills and purchase orders the API prints as PDF files.
// Returns: the requests, their statuses, coupons and e-mails.

/** One language's texts from its parts (`locales/*.ts`): the shell's keys at the top, each area's under its own key. */
export const bundle = <Parts extends { shell: object }>({ shell, ...areas }: Parts) => ({
  // Without the cast TypeScript types a destructured generic's spread as `{}`, losing every key.
  ...(shell as Parts['shell']),
  ...areas,
});

/** The shape of every language's texts: the French bundle's. */
export type Messages = ReturnType<typeof bundle<typeof fr>>;
