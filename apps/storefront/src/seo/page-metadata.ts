import type { Metadata } from 'next';
import type { PageRequest } from '../page-request/page-request';
import { getPageRequest, type PageParams } from '../page-request/server';
import { getTranslator, type Translate } from '../server/i18n';

export interface PageScope<P extends PageParams> extends Pick<PageRequest, 'store' | 'locale'> {
  t: Translate;
  params: P;
}

/**
 * A page's `generateMetadata` from what it needs to know: the store and locale of the page
 * request, its translator and its own route parameters.
 */
export function pageMetadata<P extends PageParams = PageParams>(
  build: (scope: PageScope<P>) => Metadata | Promise<Metadata>,
) {
  return async ({ params }: { params: Promise<P> }): Promise<Metadata> => {
    const { store, locale } = await getPageRequest();
    return build({ store, locale, t: await getTranslator(locale), params: await params });
  };
}

/** "{page} – {shop}", the title of the shop's own pages. */
export const shopTitle = (t: Translate, page: string) => `${page} – ${t('meta.siteName')}`;
