import { detectLocale, parseAcceptLanguage } from './locale-detection';
import { LOCALE_ISO, type Locale } from './locales';
import type { Store } from './stores';

type StoreLanguages = Pick<Store, 'id' | 'countryCode' | 'languages' | 'locales'>;

/**
 * The iso code of a language in a store: the store's own languages are its country's (fr-BE and
 * nl-BE in Belgium, fr-FR in France), the others their usual one (storefront section 9).
 */
export function localeIsoIn(store: StoreLanguages, locale: Locale): string {
  return store.id !== 'int' && store.languages.includes(locale)
    ? `${locale}-${store.countryCode}`
    : LOCALE_ISO[locale];
}

/**
 * hreflang of a store's page in a language: the store's own languages name its country
 * (nl-BE, fr-BE, es-ES); the international store and the other languages a store serves under
 * their prefix name the language alone, as they are meant for no country in particular.
 */
export function hreflangIn(store: StoreLanguages, locale: Locale): string {
  return store.id !== 'int' && store.languages.includes(locale)
    ? `${locale}-${store.countryCode}`
    : locale;
}

/**
 * The language of the store a browser asks for (section 9's scoring over the store's languages
 * and their iso codes), or null when it asks for none the store serves. A `fr-BE` browser gets
 * French on the Belgian store, `nl-BE` Dutch.
 */
export function preferredStoreLocale(
  store: StoreLanguages,
  acceptLanguage: string | null | undefined,
): Locale | null {
  const candidates = store.locales.map((code) => ({ code, iso: localeIsoIn(store, code) }));
  return detectLocale(parseAcceptLanguage(acceptLanguage), candidates)?.code ?? null;
}

/** A language the store serves: the one asked for, else the store's default. */
export const servedLocale = (store: Pick<Store, 'defaultLocale' | 'locales'>, locale: Locale) =>
  store.locales.includes(locale) ? locale : store.defaultLocale;
