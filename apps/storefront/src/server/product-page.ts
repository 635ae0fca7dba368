import 'server-only';
import type { TProductPage, TProductReviews } from '@shop/api-client';
import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import { notFound } from 'next/navigation';
import { serverApi } from './api';
import { reportServerError } from './report-server-error';

/**
 * A product page's data (storefront section 8): a 404 shows the 404 page; any other failure is
 * reported as 'Unable to fetch product informations' and goes on to the error page.
 */
export async function loadProductPage(
  store: Store,
  locale: Locale,
  id: number,
): Promise<TProductPage> {
  try {
    return await serverApi(store.id, locale).product(id);
  } catch (error) {
    if ((error as { status?: number }).status === 404) notFound();
    reportServerError('Unable to fetch product informations', error, { productId: String(id) });
    throw error;
  }
}

/** The first page of published reviews; null when they fail (reported: the page stands). */
export async function loadProductReviews(
  store: Store,
  locale: Locale,
  id: number,
): Promise<TProductReviews | null> {
  try {
    return await serverApi(store.id, locale).productReviews(id);
  } catch (error) {
    reportServerError('Unable to fetch product reviews', error, { productId: String(id) });
    return null;
  }
}
