import { interpolate } from '@shop/i18n/interpolate';
import { LOCALES, type Locale } from '@shop/domain/locales';
import { STORE_IDS, type StoreId } from '@shop/domain/stores';

/** Per-store facts the editorial texts mention: shop name, country, service address. */

const DISPLAY: Record<StoreId, string> = {
  fr: 'France',
  es: 'España',
  it: 'Italia',
  be: 'België',
  de: 'Deutschland',
  int: 'International',
};
const COUNTRY: Record<StoreId, string | null> = {
  fr: 'FR',
  es: 'ES',
  it: 'IT',
  be: 'BE',
  de: 'DE',
  int: null,
};
const TLD: Record<StoreId, string> = {
  fr: 'fr',
  es: 'es',
  it: 'it',
  be: 'be',
  de: 'de',
  int: 'com',
};
const EUROPE: Record<Locale, string> = {
  fr: 'Europe',
  es: 'Europa',
  it: 'Europa',
  nl: 'Europa',
  de: 'Europa',
  en: 'Europe',
};

export const shopName = (storeId: StoreId) => `Maison Rue ${DISPLAY[storeId]}`;
export const serviceEmail = (storeId: StoreId) => `service@maisonrue.${TLD[storeId]}`;

/** The store's country in a language ("Espagne" in French); Europe for the international store. */
export function countryName(storeId: StoreId, locale: Locale): string {
  const code = COUNTRY[storeId];
  if (!code) return EUROPE[locale];
  return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
}

/** Fills {{shop}}, {{amount}}, {{email}} and {{country}} in a text with the store's facts. */
export function fillStoreText(
  text: string,
  storeId: StoreId,
  locale: Locale,
  amount: number,
): string {
  return interpolate(text, {
    shop: shopName(storeId),
    amount,
    email: serviceEmail(storeId),
    country: countryName(storeId, locale),
  });
}

export const storeLocalePairs = () =>
  STORE_IDS.flatMap((storeId) => LOCALES.map((locale): [StoreId, Locale] => [storeId, locale]));
