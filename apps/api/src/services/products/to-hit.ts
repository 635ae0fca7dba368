import type { TMarketLabels, TProductHit } from '@shop/api-client/schemas';
import { roundPrice } from '@shop/domain/money';
import type { References } from '../catalogue/load-references';
import type { ProductRow } from './load-product';

const LABELS = new Set(['promo', 'flash_sale', 'top_sale', 'new']);

export const picturePath = (productId: number, position: number) =>
  `/api/v5/media/products/${productId}-${position}.webp`;

/** Market labels as the spec's map: code to class and name per locale. */
export function marketLabelMap(codes: string[], references: References): TMarketLabels {
  const labels: TMarketLabels = {};
  for (const code of codes) {
    const label = references.marketLabels.get(code);
    if (label && (label.class === 'eco_friendly' || label.class === 'exclusivity'))
      labels[code] = { class: label.class, name: label.names };
  }
  return labels;
}

/** The search-record shape of a product (ZProductHit), the same in every store. */
export function toProductHit(row: ProductRow, references: References): TProductHit {
  const prices: Record<string, { price: number; originalPrice: number }> = {};
  for (const [key, [price, original]] of Object.entries(row.prices))
    prices[key] = { price: roundPrice(Number(price)), originalPrice: roundPrice(Number(original)) };
  const fallback = prices.default ?? Object.values(prices)[0] ?? { price: 0, originalPrice: 0 };
  return {
    objectID: String(row.id),
    productID: row.id,
    slugs: row.slugs,
    names: row.names,
    brand: references.brands.get(row.brandId)?.name ?? row.title,
    displayInformation: { title: row.title },
    pictures: row.pictures.map(([position, isDefault]) => ({
      picture: picturePath(row.id, position),
      default: isDefault,
    })),
    prices: { ...prices, default: fallback },
    label: row.label && LABELS.has(row.label) ? (row.label as TProductHit['label']) : null,
    promotion: row.promotionPercent === null ? null : { percent: row.promotionPercent },
    sizes: row.sizes.map(([id, size, quantity]) => ({ id, size, quantity })),
    watermarkUrl: row.watermarkUrl,
    isOnlyOutlet: row.isOnlyOutlet,
    displayInListing: row.displayInListing,
    marketLabels: marketLabelMap(row.marketLabels, references),
  };
}
