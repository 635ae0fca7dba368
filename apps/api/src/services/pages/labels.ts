import type { Locale } from '@shop/domain/locales';
import type { ServerMessages } from '@shop/i18n/server';
import { translator } from '../site/translator';

/** Words of breadcrumbs, headings and SEO texts the API writes itself (`server.pages`). */
export type PageLabel = keyof ServerMessages['pages'];

export const pageLabel = (
  locale: Locale,
  key: PageLabel,
  values: Record<string, string | number> = {},
): string => translator(locale)(`server.pages.${key}`, values);

/** The title of a page in search results and tabs: its own, then the shop's name. */
export const seoTitle = (locale: Locale, title: string): string =>
  `${title} | ${translator(locale)('meta.siteName')}`;
