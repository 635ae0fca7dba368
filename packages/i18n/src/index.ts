import { DEFAULT_LOCALE, LOCALES, type Locale } from '@shop/domain/locales';
import i18next, { type i18n } from 'i18next';
import accountDe from './messages/account/de.json';
import accountEn from './messages/account/en.json';
import accountEs from './messages/account/es.json';
import accountFr from './messages/account/fr.json';
import accountIt from './messages/account/it.json';
import accountNl from './messages/account/nl.json';
import deliveryDe from './messages/delivery/de.json';
import deliveryEn from './messages/delivery/en.json';
import deliveryEs from './messages/delivery/es.json';
import deliveryFr from './messages/delivery/fr.json';
import deliveryIt from './messages/delivery/it.json';
import deliveryNl from './messages/delivery/nl.json';
import ordersDe from './messages/orders/de.json';
import ordersEn from './messages/orders/en.json';
import ordersEs from './messages/orders/es.json';
import ordersFr from './messages/orders/fr.json';
import ordersIt from './messages/orders/it.json';
import ordersNl from './messages/orders/nl.json';
import paymentDe from './messages/payment/de.json';
import paymentEn from './messages/payment/en.json';
import paymentEs from './messages/payment/es.json';
import paymentFr from './messages/payment/fr.json';
import paymentIt from './messages/payment/it.json';
import paymentNl from './messages/payment/nl.json';
import purchaseDe from './messages/purchase/de.json';
import purchaseEn from './messages/purchase/en.json';
import purchaseEs from './messages/purchase/es.json';
import purchaseFr from './messages/purchase/fr.json';
import purchaseIt from './messages/purchase/it.json';
import purchaseNl from './messages/purchase/nl.json';
import shellDe from './messages/de.json';
import shellEn from './messages/en.json';
import shellEs from './messages/es.json';
import shellFr from './messages/fr.json';
import shellIt from './messages/it.json';
import shellNl from './messages/nl.json';

// The account area (sign-in, sign-up, password reset, account pages) has bundles of its own
// so the shell's and the account's texts can grow without touching the same files.
// Addresses, carriers and relay points likewise (checkout, account and the API's answers);
// orders (statuses, e-mails, bills), payment (provider messages and pages) and purchase (the
// payment, summary and confirmation steps) too.
interface Areas<A, D, O, P, U> {
  account: A;
  delivery: D;
  orders: O;
  payment: P;
  purchase: U;
}
const bundle = <S extends object, A, D, O, P, U>(shell: S, areas: Areas<A, D, O, P, U>) => ({
  ...shell,
  ...areas,
});

export type Messages = ReturnType<
  typeof bundle<
    typeof shellFr,
    typeof accountFr,
    typeof deliveryFr,
    typeof ordersFr,
    typeof paymentFr,
    typeof purchaseFr
  >
>;
export const messages: Record<Locale, Messages> = {
  fr: bundle(shellFr, {
    account: accountFr,
    delivery: deliveryFr,
    orders: ordersFr,
    payment: paymentFr,
    purchase: purchaseFr,
  }),
  es: bundle(shellEs, {
    account: accountEs,
    delivery: deliveryEs,
    orders: ordersEs,
    payment: paymentEs,
    purchase: purchaseEs,
  }),
  it: bundle(shellIt, {
    account: accountIt,
    delivery: deliveryIt,
    orders: ordersIt,
    payment: paymentIt,
    purchase: purchaseIt,
  }),
  nl: bundle(shellNl, {
    account: accountNl,
    delivery: deliveryNl,
    orders: ordersNl,
    payment: paymentNl,
    purchase: purchaseNl,
  }),
  de: bundle(shellDe, {
    account: accountDe,
    delivery: deliveryDe,
    orders: ordersDe,
    payment: paymentDe,
    purchase: purchaseDe,
  }),
  en: bundle(shellEn, {
    account: accountEn,
    delivery: deliveryEn,
    orders: ordersEn,
    payment: paymentEn,
    purchase: purchaseEn,
  }),
};
export const NAMESPACE = 'shop';

/**
 * A ready i18next instance for one locale. Bundles are shipped with the code, so
 * initialisation is synchronous and server rendering never waits on a download.
 */
export function createI18n(locale: Locale): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: Object.fromEntries(LOCALES.map((code) => [code, { [NAMESPACE]: messages[code] }])),
    initImmediate: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}

/** Flattens nested messages to dotted keys, for completeness checks. */
export function messageKeys(bundle: object, prefix = ''): string[] {
  return Object.entries(bundle).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? messageKeys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}
