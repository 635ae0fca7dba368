import { DEFAULT_LOCALE, type Locale } from '@shop/domain/locales';
import type { Messages } from './bundle';
import type { LoadedMessages } from './instance';

export type { Messages } from './bundle';
export { createI18nWith, NAMESPACE, type LoadedMessages } from './instance';

/**
 * Each language's texts as a chunk of its own, for a front end that ships only the page's
 * language and the French fallback instead of all six (the `.` entry holds every bundle).
 */
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  fr: () => import('./locales/fr'),
  es: () => import('./locales/es'),
  it: () => import('./locales/it'),
  nl: () => import('./locales/nl'),
  de: () => import('./locales/de'),
  en: () => import('./locales/en'),
};

/** The bundles a page in `locale` needs: its own and, underneath, the French fallback. */
export async function loadMessages(locale: Locale): Promise<LoadedMessages> {
  const [own, fallback] = await Promise.all([loaders[locale](), loaders[DEFAULT_LOCALE]()]);
  return { [DEFAULT_LOCALE]: fallback.default, [locale]: own.default } as LoadedMessages;
}
