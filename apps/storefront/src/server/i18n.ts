import 'server-only';
import { apiBaseUrl, createApiClient } from '@shop/api-client';
import type { Locale } from '@shop/domain/locales';
import { cache } from 'react';
import { env } from '../env';
import { cachingFetch } from './data-cache';
import { remoteTranslator, type Translate } from './remote-translator';
import { reportServerError } from './report-server-error';

export type { Translate };

/**
 * The back office's texts of a language. Texts belong to no store: the call names its
 * language and goes through the data cache (translations lifetime, `settings` tag, so a change
 * in the back office expires it with the pages that show it: data-cache.ts).
 */
const loadTexts = async (locale: Locale) => {
  const api = createApiClient({
    baseUrl: apiBaseUrl(env.API_URL),
    store: 'int',
    device: 0,
    locale,
    fetch: cachingFetch,
  });
  return (await api.translations(locale)).messages;
};

const translatorOf = remoteTranslator(loadTexts, (error, locale) =>
  reportServerError('Unable to load the translations', error, { locale }),
);

/**
 * The storefront's one way to translate: the `t` of a locale, the API's texts over the bundled
 * @shop/i18n ones (remote-translator.ts), loaded once per request for every server component
 * of the page. Client components get their texts as props; the global error page, which has
 * no server page around it, uses the bundled translator.
 */
export const getTranslator = cache(translatorOf);

/**
 * Texts built once per translator: every client component given them shares one object, and a
 * page's payload carries a shared object once, not once per card of a grid.
 */
export function textsPerTranslator<T extends object>(build: (t: Translate) => T) {
  const built = new WeakMap<Translate, T>();
  return (t: Translate): T => {
    let texts = built.get(t);
    if (!texts) {
      texts = build(t);
      built.set(t, texts);
    }
    return texts;
  };
}
