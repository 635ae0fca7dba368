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

/**
 * Whether a request for the root comes from a link of the shop's own pages (the language
 * switcher, the country list) or its prefetch (speculation rules send `Sec-Purpose: prefetch`
 * and `Sec-Fetch-Site: none`): such a link chose the store's default language, so the root is
 * not sent back to the language the cookie keeps, which only arrivals from elsewhere are.
 */
export const fromShopLink = (
  fetchSite: string | null | undefined,
  purpose: string | null | undefined,
) => fetchSite === 'same-origin' || /\bprefetch\b/.test(purpose ?? '');

/** A language the store serves: the one asked for, else the store's default. */
export const servedLocale = (store: Pick<Store, 'defaultLocale' | 'locales'>, locale: Locale) =>
  store.locales.includes(locale) ? locale : store.defaultLocale;
