import type { Locale } from '@shop/domain/locales';
import { createI18n, mergeRemoteTexts, translator, type RemoteTexts } from '@shop/i18n';

export type Translate = ReturnType<typeof translator>;

/**
 * The storefront's `t` of a locale on the API's texts (issue 30, item 20): `load` gives the
 * back office's texts of the language (GET /translations), merged over the bundled ones as
 * the checkout does. One translator per version of those texts, built when they change: the
 * texts built once per translator (textsPerTranslator) then follow a change, where one
 * long-lived instance merged in place would keep serving what was built from the old texts.
 * When the call fails the failure is reported and the bundled texts (French as the fallback)
 * are used (journey section 8, "Translations failure").
 */
export function remoteTranslator(
  load: (locale: Locale) => Promise<RemoteTexts>,
  report: (error: unknown, locale: Locale) => void,
): (locale: Locale) => Promise<Translate> {
  const latest = new Map<Locale, { version: string; t: Translate }>();
  return async (locale) => {
    let texts: RemoteTexts;
    try {
      texts = await load(locale);
    } catch (error) {
      report(error, locale);
      return translator(locale);
    }
    const version = JSON.stringify(texts);
    const known = latest.get(locale);
    if (known?.version === version) return known.t;
    const instance = createI18n(locale);
    mergeRemoteTexts(instance, locale, texts);
    const t: Translate = instance.t.bind(instance);
    latest.set(locale, { version, t });
    return t;
  };
}
