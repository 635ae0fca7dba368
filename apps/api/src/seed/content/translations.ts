import { LOCALES } from '@shop/domain/locales';
import { messages } from '@shop/i18n';

/** Nested messages to dotted keys: `{ header: { search: 'x' } }` gives `header.search`. */
export function flattenMessages(bundle: object, prefix = ''): [string, string][] {
  return Object.entries(bundle).flatMap(([key, value]): [string, string][] =>
    value !== null && typeof value === 'object'
      ? flattenMessages(value as object, `${prefix}${key}.`)
      : [[`${prefix}${key}`, String(value)]],
  );
}

export function buildTranslations() {
  return LOCALES.flatMap((locale) =>
    flattenMessages(messages[locale]).map(([key, value]) => ({ locale, key, value })),
  );
}
