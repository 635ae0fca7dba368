import type { Locale } from '@shop/domain/locales';
import { createI18n } from '@shop/i18n';
import type { i18n } from 'i18next';

export function createCheckoutI18n(locale: Locale): i18n {
  return createI18n(locale);
}

/** `<html lang>` follows the page's language. */
export function applyDocumentLocale(locale: Locale, doc: Document = document) {
  doc.documentElement.lang = locale;
}
