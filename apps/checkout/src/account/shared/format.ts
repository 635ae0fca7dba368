import type { Locale } from '@shop/domain/locales';

/** A day in the shopper's language: "12 novembre 2026". */
export function formatDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));
}

/** A time of day in the shopper's language: "14:05". */
export function formatTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(iso));
}

/** A card's expiry month: "12/2029", as printed on cards. */
export function formatExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${year}`;
}

/** A card expires at the end of its month. */
export function isCardExpired(month: number, year: number, now: Date): boolean {
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}
