import { DEFAULT_LOCALE, type Locale } from '@shop/domain/locales';
import { bundle, type Messages } from './bundle';
import type { LoadedMessages } from './instance';

export type { Messages } from './bundle';
export { createI18nWith, NAMESPACE, type LoadedMessages } from './instance';
export { mergeRemoteTexts, type RemoteTexts } from './remote-texts';

/**
 * Each language's texts as a chunk of its own, for a front end that ships only the page's
 * language and the French fallback instead of all six (the `.` entry holds every bundle).
 */
const loaders: Record<Locale, () => Promise<Messages>> = {
  fr: () => import('./locales/fr').then(bundle),
  es: () => import('./locales/es').then(bundle),
  it: () => import('./locales/it').then(bundle),
  nl: () => import('./locales/nl').then(bundle),
  de: () => import('./locales/de').then(bundle),
  en: () => import('./locales/en').then(bundle),
};

/** The bundles a page in `locale` needs: its own and, underneath, the French fallback. */
export async function loadMessages(locale: Locale): Promise<LoadedMessages> {
  const [own, fallback] = await Promise.all([loaders[locale](), loaders[DEFAULT_LOCALE]()]);
  return { [DEFAULT_LOCALE]: fallback, [locale]: own } as LoadedMessages;
}
