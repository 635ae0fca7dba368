import type { Locale } from '@shop/domain/locales';
import type { i18n } from 'i18next';
import { NAMESPACE } from './instance';

/** Texts as `GET /translations` answers them: nested like the bundles. */
export interface RemoteTexts {
  [key: string]: string | RemoteTexts;
}

/** A text left empty on the server is one not written yet: the bundled one stays. */
function writtenTexts(texts: RemoteTexts): RemoteTexts {
  const kept: RemoteTexts = {};
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') {
      if (value.trim() !== '') kept[key] = value;
    } else kept[key] = writtenTexts(value);
  }
  return kept;
}

/**
 * The API's texts of a language over an instance's bundled ones (journey section 7): they win
 * key by key, the keys they lack keep the bundled text, and the bundled French stays the
 * fallback of every language. The checkout and the storefront merge alike.
 */
export function mergeRemoteTexts(instance: i18n, locale: Locale, texts: RemoteTexts): void {
  instance.addResourceBundle(locale, NAMESPACE, writtenTexts(texts), true, true);
}
