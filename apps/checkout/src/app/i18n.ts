import type { TTranslations } from '@shop/api-client';
import type { Locale } from '@shop/domain/locales';
import { createI18nWith, type LoadedMessages, mergeRemoteTexts } from '@shop/i18n/load';
import type { i18n } from 'i18next';

/**
 * The app's i18next instance on the bundles main.tsx loaded (`loadMessages` of
 * `@shop/i18n/load`: the page's language and the French fallback, not all six).
 */
export function createCheckoutI18n(locale: Locale, loaded: LoadedMessages): i18n {
  const instance = createI18nWith(locale, loaded);
  // The API's texts arrive after the first render (mergeTranslations): pages render again then.
  instance.options.react = { ...instance.options.react, bindI18nStore: 'added' };
  return instance;
}

/**
 * `GET /translations` (journey section 7) over the bundled texts: the server's texts of its
 * language win key by key, the keys it lacks keep the bundled ones, and the bundled French
 * stays the fallback of every language, as when the call fails (section 8).
 */
export function mergeTranslations(instance: i18n, answer: TTranslations): void {
  mergeRemoteTexts(instance, answer.locale, answer.messages);
}

/** `<html lang>` follows the page's language. */
export function applyDocumentLocale(locale: Locale, doc: Document = document) {
  doc.documentElement.lang = locale;
}
