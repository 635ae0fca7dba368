import type { PricedLine } from '@shop/domain/basket-pricing';
import type { Locale } from '@shop/domain/locales';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { brands, productPictures, products, productSizes } from '../../db/schema';
import { localized } from '../site/localized';
import { picturePath } from '../products/to-hit';

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

const cents = (euros: number) => Math.round(euros * 100);

/**
 * What the order keeps of each line: the name in the shopper's language, brand, size label,
 * default picture and the prices it was sold at, so the order reads the same whatever the
 * catalogue becomes.
 */
export async function snapshotLines(
  tx: Db,
  lines: readonly PricedLine[],
  locale: Locale,
): Promise<LineSnapshot[]> {
  const rows = await tx
    .select({
      sizeId: productSizes.id,
      size: productSizes.label,
      productId: products.id,
      names: products.names,
      title: products.title,
      brand: brands.name,
      picture: productPictures.position,
    })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(
      productPictures,
      and(eq(productPictures.productId, products.id), eq(productPictures.isDefault, true)),
    )
    .where(
      inArray(
        productSizes.id,
        lines.map((line) => line.productSizeId),
      ),
    );
  const bySize = new Map(rows.map((row) => [row.sizeId, row]));
  return lines.map((line) => {
    const row = bySize.get(line.productSizeId);
    return {
      productId: line.productId,
      productSizeId: line.productSizeId,
      name: (row && localized(row.names, locale)) || row?.title || '',
      brand: row?.brand ?? '',
      size: row?.size ?? '',
      picture: row?.picture == null ? null : picturePath(line.productId, row.picture),
      quantity: line.quantity,
      unitPriceCents: cents(line.price),
      originPriceCents: cents(line.originPrice),
    };
  });
}
