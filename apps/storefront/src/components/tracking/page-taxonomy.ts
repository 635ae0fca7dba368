import type { TPageTaxonomy } from '@shop/api-client';
import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import { loadPageInfo } from '../../lib/page';

/** Page types whose parse answer names a category, brand or artist. */
const NAMED_PAGE_TYPES = new Set(['listing', 'product', 'artists']);

/**
 * Category, subcategory, brand and artist of the page data (storefront section 3), from the
 * page's parse answer. They depend on the path alone, so the path is asked without its query
 * (a cache hit for the page itself most of the time). Tracking failures are reported and the
 * page goes on (section 8).
 */
export async function pageTaxonomy(
  store: Store,
  locale: Locale,
  pageType: string | null,
  shopperPath: string,
): Promise<TPageTaxonomy> {
  if (!pageType || !NAMED_PAGE_TYPES.has(pageType)) return {};
  try {
    return (await loadPageInfo(store, locale, shopperPath, ''))?.taxonomy ?? {};
  } catch (error) {
    console.error(
      'Unable to read the page data for tracking',
      error instanceof Error ? error.message : error,
    );
    return {};
  }
}
