import type { TPageTaxonomy } from '@shop/api-client';
import type { PageRequest } from '../../page-request/page-request';

/**
 * Category, subcategory, brand and artist of the page data (storefront section 3), from the
 * page's parse answer; pages that were not parsed (or whose parse failed) name none.
 */
export function pageTaxonomy(page: Pick<PageRequest, 'parse'>): TPageTaxonomy {
  return page.parse?.kind === 'page' ? (page.parse.info.taxonomy ?? {}) : {};
}
