import { isLocale, type Locale } from '@shop/domain/locales';
import { isStoreId, storeById, type Store } from '@shop/domain/stores';
import { notFound } from 'next/navigation';
import { stores } from './stores';

export interface PageParams {
  store: string;
  locale: string;
}

/** Store and locale of a page, from the internal /{store}/{locale} prefix the proxy adds. */
export async function pageContext(
  params: Promise<PageParams>,
): Promise<{ store: Store; locale: Locale }> {
  const { store, locale } = await params;
  if (!isStoreId(store) || !isLocale(locale)) notFound();
  return { store: storeById(stores, store), locale };
}
