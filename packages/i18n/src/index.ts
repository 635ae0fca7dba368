import { DEFAULT_LOCALE, LOCALES, type Locale } from '@shop/domain/locales';
import i18next, { type i18n } from 'i18next';
import de from './messages/de.json';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import it from './messages/it.json';
import nl from './messages/nl.json';

export type Messages = typeof fr;
export const messages: Record<Locale, Messages> = { fr, es, it, nl, de, en };
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
