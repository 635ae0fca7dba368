import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import type { Metadata } from 'next';
import { getTranslator, type Translate } from './i18n';
import { pageContext, type PageParams } from './request';

export interface PageScope<P extends PageParams> {
  store: Store;
  locale: Locale;
  t: Translate;
  params: P;
}

/**
 * A page's `generateMetadata` from what it needs to know: the store and locale of the request
 * (an unknown one is a 404, as for the page), its translator and its own route parameters.
 */
export function pageMetadata<P extends PageParams = PageParams>(
  build: (scope: PageScope<P>) => Metadata | Promise<Metadata>,
) {
  return async ({ params }: { params: Promise<P> }): Promise<Metadata> => {
    const { store, locale } = await pageContext(params);
    return build({ store, locale, t: getTranslator(locale), params: await params });
  };
}

/** "{page} – {shop}", the title of the shop's own pages. */
export const shopTitle = (t: Translate, page: string) => `${page} – ${t('meta.siteName')}`;
