import { DEFAULT_LOCALE, LOCALES, type Locale } from '@shop/domain/locales';
import i18next, { type i18n } from 'i18next';
import accountDe from './messages/account/de.json';
import accountEn from './messages/account/en.json';
import accountEs from './messages/account/es.json';
import accountFr from './messages/account/fr.json';
import accountIt from './messages/account/it.json';
import accountNl from './messages/account/nl.json';
import accountAreaDe from './messages/account-area/de.json';
import accountAreaEn from './messages/account-area/en.json';
import accountAreaEs from './messages/account-area/es.json';
import accountAreaFr from './messages/account-area/fr.json';
import accountAreaIt from './messages/account-area/it.json';
import accountAreaNl from './messages/account-area/nl.json';
import deliveryDe from './messages/delivery/de.json';
import deliveryEn from './messages/delivery/en.json';
import deliveryEs from './messages/delivery/es.json';
import deliveryFr from './messages/delivery/fr.json';
import deliveryIt from './messages/delivery/it.json';
import deliveryNl from './messages/delivery/nl.json';
import documentsDe from './messages/documents/de.json';
import documentsEn from './messages/documents/en.json';
import documentsEs from './messages/documents/es.json';
import documentsFr from './messages/documents/fr.json';
import documentsIt from './messages/documents/it.json';
import documentsNl from './messages/documents/nl.json';
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
import returnsDe from './messages/returns/de.json';
import returnsEn from './messages/returns/en.json';
import returnsEs from './messages/returns/es.json';
import returnsFr from './messages/returns/fr.json';
import returnsIt from './messages/returns/it.json';
import returnsNl from './messages/returns/nl.json';
import shellDe from './messages/de.json';
import shellEn from './messages/en.json';
import shellEs from './messages/es.json';
import shellFr from './messages/fr.json';
import shellIt from './messages/it.json';
import shellNl from './messages/nl.json';
import vouchersDe from './messages/vouchers/de.json';
import vouchersEn from './messages/vouchers/en.json';
import vouchersEs from './messages/vouchers/es.json';
import vouchersFr from './messages/vouchers/fr.json';
import vouchersIt from './messages/vouchers/it.json';
import vouchersNl from './messages/vouchers/nl.json';

// The account area (sign-in, sign-up, password reset, account pages) has bundles of its own
// so the shell's and the account's texts can grow without touching the same files.
// Addresses, carriers and relay points likewise (checkout, account and the API's answers);
// orders (statuses, e-mails, bills), payment (provider messages and pages) and purchase (the
// payment, summary and confirmation steps) too.
// Vouchers, credits and gift cards (the API's labels and refusals, the payment step's part).
// The account area's pages (profile, addresses, orders, vouchers, subscriptions, privacy).
// Documents: the texts of the bills and purchase orders the API prints as PDF files.
// Returns: the requests, their statuses, coupons and e-mails.
interface Areas<A, D, O, P, U, V, R, F, T> {
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
const bundle = <S extends object, A, D, O, P, U, V, R, F, T>(
  shell: S,
  areas: Areas<A, D, O, P, U, V, R, F, T>,
) => ({
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
    typeof purchaseFr,
    typeof vouchersFr,
    typeof accountAreaFr,
    typeof documentsFr,
    typeof returnsFr
  >
>;
export const messages: Record<Locale, Messages> = {
  fr: bundle(shellFr, {
    account: accountFr,
    delivery: deliveryFr,
    orders: ordersFr,
    payment: paymentFr,
    purchase: purchaseFr,
    vouchers: vouchersFr,
    accountArea: accountAreaFr,
    documents: documentsFr,
    returns: returnsFr,
  }),
  es: bundle(shellEs, {
    account: accountEs,
    delivery: deliveryEs,
    orders: ordersEs,
    payment: paymentEs,
    purchase: purchaseEs,
    vouchers: vouchersEs,
    accountArea: accountAreaEs,
    documents: documentsEs,
    returns: returnsEs,
  }),
  it: bundle(shellIt, {
    account: accountIt,
    delivery: deliveryIt,
    orders: ordersIt,
    payment: paymentIt,
    purchase: purchaseIt,
    vouchers: vouchersIt,
    accountArea: accountAreaIt,
    documents: documentsIt,
    returns: returnsIt,
  }),
  nl: bundle(shellNl, {
    account: accountNl,
    delivery: deliveryNl,
    orders: ordersNl,
    payment: paymentNl,
    purchase: purchaseNl,
    vouchers: vouchersNl,
    accountArea: accountAreaNl,
    documents: documentsNl,
    returns: returnsNl,
  }),
  de: bundle(shellDe, {
    account: accountDe,
    delivery: deliveryDe,
    orders: ordersDe,
    payment: paymentDe,
    purchase: purchaseDe,
    vouchers: vouchersDe,
    accountArea: accountAreaDe,
    documents: documentsDe,
    returns: returnsDe,
  }),
  en: bundle(shellEn, {
    account: accountEn,
    delivery: deliveryEn,
    orders: ordersEn,
    payment: paymentEn,
    purchase: purchaseEn,
    vouchers: vouchersEn,
    accountArea: accountAreaEn,
    documents: documentsEn,
    returns: returnsEn,
  }),
};
export const NAMESPACE = 'shop';

/**
 * A ready i18next instance for one locale. Bundles are shipped with the code, so
 * initialisation is synchronous and server rendering never waits on a download. `extra`
 * adds top-level keys of a bundle of its own (the API's server texts).
 */
/** Texts are plain JSON, so a JSON round trip copies them whole (no DOM or Node typings here). */
const copyOf = <T>(texts: T): T => JSON.parse(JSON.stringify(texts)) as T;

export function createI18n(
  locale: Locale,
  extra?: Readonly<Record<Locale, Record<string, unknown>>>,
): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [...LOCALES],
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    // A deep copy per instance: i18next merges later texts (the checkout's GET /translations)
    // into nested objects in place, which would otherwise be every instance's.
    resources: Object.fromEntries(
      LOCALES.map((code) => [
        code,
        { [NAMESPACE]: copyOf({ ...messages[code], ...extra?.[code] }) },
      ]),
    ),
    initImmediate: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}

/** One `t` per locale for the process, from an instance `create` makes on first use. */
export function translatorCache(create: (locale: Locale) => i18n): (locale: Locale) => i18n['t'] {
  const translators = new Map<Locale, i18n['t']>();
  return (locale) => {
    let t = translators.get(locale);
    if (!t) {
      const instance = create(locale);
      t = instance.t.bind(instance);
      translators.set(locale, t);
    }
    return t;
  };
}

/**
 * The `t` of a locale: what server code and the storefront's pages translate with. (A React
 * tree that merges the API's texts in, as the checkout does, holds its own createI18n instance.)
 */
export const translator = translatorCache(createI18n);

/** Flattens nested messages to dotted keys, for completeness checks. */
export function messageKeys(bundle: object, prefix = ''): string[] {
  return Object.entries(bundle).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? messageKeys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}
