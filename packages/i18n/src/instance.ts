import { DEFAULT_LOCALE, LOCALES, type Locale } from '@shop/domain/locales';
import i18next, { type i18n } from 'i18next';
import type { Messages } from './bundle';

export const NAMESPACE = 'shop';

/** Bundles an instance starts with: always the French fallback, and as many others as loaded. */
export type LoadedMessages = Partial<Record<Locale, Messages>> &
  Record<typeof DEFAULT_LOCALE, Messages>;

/** Texts are plain JSON, so a JSON round trip copies them whole (no DOM or Node typings here). */
const copyOf = <T>(texts: T): T => JSON.parse(JSON.stringify(texts)) as T;

/**
 * A ready i18next instance for one locale, on the bundles given: initialisation is synchronous,
 * so a render never waits on a download. `extra` adds top-level keys of a bundle of its own
 * (the API's server texts).
 */
export function createI18nWith(
  locale: Locale,
  loaded: LoadedMessages,
  extra?: Readonly<Partial<Record<Locale, Record<string, unknown>>>>,
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
      LOCALES.flatMap((code) => {
        const texts = loaded[code];
        return texts ? [[code, { [NAMESPACE]: copyOf({ ...texts, ...extra?.[code] }) }]] : [];
      }),
    ),
    initImmediate: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  return instance;
}
