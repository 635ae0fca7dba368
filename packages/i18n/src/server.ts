import { LOCALES, type Locale } from '@shop/domain/locales';
import type { i18n } from 'i18next';
import { createI18n, translatorCache } from './index';
import serverDe from './messages/server/de.json';
import serverEn from './messages/server/en.json';
import serverEs from './messages/server/es.json';
import serverFr from './messages/server/fr.json';
import serverIt from './messages/server/it.json';
import serverNl from './messages/server/nl.json';

/**
 * Texts only the API writes (breadcrumb and SEO labels, product sheets, shopper messages, the
 * back-in-stock e-mail): a bundle of their own under `server.`, so the front ends never ship
 * them. The API reads them through its translator like the shared bundles.
 */
export type ServerMessages = typeof serverFr;
export const serverMessages: Record<Locale, ServerMessages> = {
  fr: serverFr,
  es: serverEs,
  it: serverIt,
  nl: serverNl,
  de: serverDe,
  en: serverEn,
};

/** createI18n with the server bundle added: `t('server.pages.home')` beside `t('orders.…')`. */
export const createServerI18n = (locale: Locale): i18n =>
  createI18n(
    locale,
    Object.fromEntries(LOCALES.map((code) => [code, { server: serverMessages[code] }])) as Record<
      Locale,
      { server: ServerMessages }
    >,
  );

/** The `t` of a locale with every bundle, server texts included; one instance per process. */
export const serverTranslator = translatorCache(createServerI18n);
