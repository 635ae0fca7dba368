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
import shellDe from './messages/de.json';
import shellEn from './messages/en.json';
import shellEs from './messages/es.json';
import shellFr from './messages/fr.json';
import shellIt from './messages/it.json';
import shellNl from './messages/nl.json';

// The account area (sign-in, sign-up, password reset, account pages) has bundles of its own
// so the shell's and the account's texts can grow without touching the same files.
// Addresses, carriers and relay points likewise (checkout, account and the API's answers).
const bundle = <S extends object, A extends object, D extends object>(
  shell: S,
  account: A,
  delivery: D,
) => ({
  ...shell,
  account,
  delivery,
});

export type Messages = ReturnType<
  typeof bundle<typeof shellFr, typeof accountFr, typeof deliveryFr>
>;
export const messages: Record<Locale, Messages> = {
  fr: bundle(shellFr, accountFr, deliveryFr),
  es: bundle(shellEs, accountEs, deliveryEs),
  it: bundle(shellIt, accountIt, deliveryIt),
  nl: bundle(shellNl, accountNl, deliveryNl),
  de: bundle(shellDe, accountDe, deliveryDe),
  en: bundle(shellEn, accountEn, deliveryEn),
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
