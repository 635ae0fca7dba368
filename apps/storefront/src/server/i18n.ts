import type { Locale } from '@shop/domain/locales';
import { createI18n } from '@shop/i18n';
import { cache } from 'react';

/** One translator per locale and request, shared by every server component of the page. */
export const getTranslator = cache((locale: Locale) => createI18n(locale).t);
export type Translate = ReturnType<typeof getTranslator>;
