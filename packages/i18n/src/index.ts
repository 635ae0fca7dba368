import type { Locale } from '@shop/domain/locales';
import type { i18n } from 'i18next';
import type { Messages } from './bundle';
import { bundle } from './bundle';
import { createI18nWith } from './instance';
import * as de from './locales/de';
import * as en from './locales/en';
import * as es from './locales/es';
import * as fr from './locales/fr';
import * as it from './locales/it';
import * as nl from './locales/nl';

export type { Messages } from './bundle';
export { createI18nWith, NAMESPACE, type LoadedMessages } from './instance';
export { mergeRemoteTexts, type RemoteTexts } from './remote-texts';

/** Every language's texts, for server code (the API, the storefront's pages) and tests. */
export const messages: Record<Locale, Messages> = {
  fr: bundle(fr),
  es: bundle(es),
  it: bundle(it),
  nl: bundle(nl),
  de: bundle(de),
  en: bundle(en),
};

/**
 * A ready i18next instance for one locale with every bundle. `extra` adds top-level keys of a
 * bundle of its own (the API's server texts).
 */
export const createI18n = (
  locale: Locale,
  extra?: Readonly<Record<Locale, Record<string, unknown>>>,
): i18n => createI18nWith(locale, messages, extra);

/** One `t` per locale for the process, from an instance `create` makes on first use. */
export function translatorCache(create: (locale: Locale) => i18n): (locale: Locale) => i18n['t'] {
  const translators = new Map<Locale, i18n['t']>();
  return (locale) => {
    let t = translators.get(locale);
    if (!t) {
      const instance = create(locale);
      t = instance.t.bind(instance);
      translators.set(locale, t);
    }
    return t;
  };
}

/**
 * The `t` of a locale: what server code and the storefront's pages translate with. (A React
 * tree that merges the API's texts in, as the checkout does, holds its own createI18n instance.)
 */
export const translator = translatorCache(createI18n);

/** Flattens nested messages to dotted keys, for completeness checks. */
export function messageKeys(bundle: object, prefix = ''): string[] {
  return Object.entries(bundle).flatMap(([key, value]) =>
    value && typeof value === 'object'
      ? messageKeys(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}
