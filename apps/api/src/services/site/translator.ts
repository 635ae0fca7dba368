import type { Locale } from '@shop/domain/locales';
import { createI18n } from '@shop/i18n';

const instances = new Map<Locale, ReturnType<typeof createI18n>>();

/** The `t` of a locale's bundle; one i18next instance per locale for the process. */
export const translator = (locale: Locale) => {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    instances.set(locale, instance);
  }
  return instance.t.bind(instance);
};
