import { DEFAULT_LOCALE, type Locale } from '@shop/domain/locales';
import type { PerLocale } from '../../db/schema';

/** The text in `locale`, else French, else any language present. */
export function localized(texts: PerLocale, locale: Locale): string {
  return texts[locale] ?? texts[DEFAULT_LOCALE] ?? Object.values(texts)[0] ?? '';
}
