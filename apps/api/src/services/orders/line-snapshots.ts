import type { PricedLine } from '@shop/domain/basket-pricing';
import type { Locale } from '@shop/domain/locales';
import { toCents } from '@shop/domain/money';
import { localized } from '../site/localized';
import { picturePath } from '../products/to-hit';
import type { SizeDetails } from './stock';

export interface LineSnapshot {
  productId: number;
  productSizeId: number;
  name: string;
  brand: string;
  size: string;
  picture: string | null;
  quantity: number;
  unitPriceCents: number;
  originPriceCents: number;
}

/**
 * What the order keeps of each line: the name in the shopper's language, brand, size label,
 * default picture and the prices it was sold at, so the order reads the same whatever the
 * catalogue becomes. `details` are the locked sizes' rows (lockOrderCatalogue).
 */
export function snapshotLines(
  lines: readonly PricedLine[],
  details: ReadonlyMap<number, SizeDetails>,
  locale: Locale,
): LineSnapshot[] {
  return lines.map((line) => {
    const row = details.get(line.productSizeId);
    return {
      productId: line.productId,
      productSizeId: line.productSizeId,
      name: (row && localized(row.names, locale)) || row?.title || '',
      brand: row?.brand ?? '',
      size: row?.size ?? '',
      picture: row?.picture == null ? null : picturePath(line.productId, row.picture),
      quantity: line.quantity,
      unitPriceCents: toCents(line.price),
      originPriceCents: toCents(line.originPrice),
    };
  });
}
