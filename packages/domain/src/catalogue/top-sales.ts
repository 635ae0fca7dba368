import { TOP_SALES_HITS } from '../listing/search-box';
import { productAvailability } from './size-picker';

/**
 * How many best sellers to ask the index for so that TOP_SALES_HITS in stock remain: the index
 * ranks by sales and knows nothing of stock, and a sold-out product is nobody's next buy.
 */
export const TOP_SALES_CANDIDATES = 4 * TOP_SALES_HITS;

/** The best sellers a shopper can still buy, best first: those with a size in stock. */
export function inStockTopSales<T extends { sizes: readonly { quantity: number }[] }>(
  hits: readonly T[],
): T[] {
  return hits
    .filter((hit) => productAvailability(hit.sizes) === 'InStock')
    .slice(0, TOP_SALES_HITS);
}
