import type { TMarketLabels } from '@shop/api-client/schemas';
import { asc, count, eq, gt, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { toAmount } from '../db/money';
import * as t from '../db/schema';
import type { PerLocale } from '../db/schema';

/** A product with everything its search records need, read in pages by id. */
export interface CatalogueProduct {
  id: number;
  names: PerLocale;
  slugs: PerLocale;
  title: string;
  brandId: number;
  brandName: string;
  categoryIds: number[];
  categoryNames: PerLocale;
  colourNames: PerLocale;
  gender: string;
  label: string | null;
  promotionPercent: number | null;
  isOnlyOutlet: boolean;
  displayInListing: boolean;
  noveltyAt: Date;
  sales: number;
  watermarkUrl: string | null;
  prices: Record<string, { price: number; originalPrice: number }>;
  pictures: { position: number; isDefault: boolean }[];
  sizes: { id: number; label: string; stock: number }[];
  artistId?: number | null;
  artistName?: string | null;
  rangeId?: number | null;
  rangeName?: string | null;
  materialNames?: PerLocale | null;
  ecoLabelNames?: PerLocale | null;
  genderNames?: PerLocale | null;
  marketLabels?: TMarketLabels;
}

const parent = alias(t.categories, 'parent');

/** Up to `limit` products with id > `afterId`, in id order (5 queries a page). */
export function loadProductPage(
  db: Db,
  afterId: number,
  limit: number,
): Promise<CatalogueProduct[]> {
  return loadProducts(db, gt(t.products.id, afterId), limit);
}

/** How many products the catalogue holds (the indexes' pagination limit follows it). */
export async function countProducts(db: Db): Promise<number> {
  const [row] = await db.select({ count: count() }).from(t.products);
  return row?.count ?? 0;
}

/** The products of `ids` that exist, in id order (incremental sync). */
export function loadProductsByIds(db: Db, ids: number[]): Promise<CatalogueProduct[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return loadProducts(db, inArray(t.products.id, ids), ids.length);
}

async function loadProducts(db: Db, where: SQL, limit: number): Promise<CatalogueProduct[]> {
  const rows = await db
    .select({
      product: t.products,
      brandName: t.brands.name,
      category: t.categories,
      parentId: parent.id,
      colourNames: t.colours.names,
      artistName: t.artists.name,
      rangeName: t.ranges.name,
      materialNames: t.materials.names,
      ecoLabelNames: t.ecoLabels.names,
      genderNames: t.genders.names,
    })
    .from(t.products)
    .innerJoin(t.brands, eq(t.brands.id, t.products.brandId))
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .leftJoin(parent, eq(parent.id, t.categories.parentId))
    .innerJoin(t.colours, eq(t.colours.hex, t.products.colour))
    .leftJoin(t.artists, eq(t.artists.id, t.products.artistId))
    .leftJoin(t.ranges, eq(t.ranges.id, t.products.rangeId))
    .leftJoin(t.materials, eq(t.materials.id, t.products.materialId))
    .leftJoin(t.ecoLabels, eq(t.ecoLabels.id, t.products.ecoLabelId))
    .leftJoin(t.genders, eq(t.genders.code, t.products.gender))
    .where(where)
    .orderBy(asc(t.products.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.product.id);
  const [prices, pictures, sizes, labels] = await Promise.all([
    db.select().from(t.productPrices).where(inArray(t.productPrices.productId, ids)),
    db
      .select()
      .from(t.productPictures)
      .where(inArray(t.productPictures.productId, ids))
      .orderBy(asc(t.productPictures.position)),
    db
      .select()
      .from(t.productSizes)
      .where(inArray(t.productSizes.productId, ids))
      .orderBy(asc(t.productSizes.position), asc(t.productSizes.id)),
    db
      .select({
        productId: t.productMarketLabels.productId,
        code: t.marketLabels.code,
        class: t.marketLabels.class,
        names: t.marketLabels.names,
      })
      .from(t.productMarketLabels)
      .innerJoin(t.marketLabels, eq(t.marketLabels.code, t.productMarketLabels.code))
      .where(inArray(t.productMarketLabels.productId, ids)),
  ]);
  const byProduct = new Map(
    rows.map(({ product, brandName, category, parentId, colourNames, ...facets }) => [
      product.id,
      {
        id: product.id,
        names: product.names,
        slugs: product.slugs,
        title: product.title,
        brandId: product.brandId,
        brandName,
        artistId: product.artistId,
        rangeId: product.rangeId,
        categoryIds: parentId === null ? [category.id] : [category.id, parentId],
        categoryNames: category.names,
        colourNames,
        gender: product.gender,
        label: product.label,
        promotionPercent: product.promotionPercent,
        isOnlyOutlet: product.isOnlyOutlet,
        displayInListing: product.displayInListing,
        noveltyAt: product.noveltyAt,
        sales: product.sales,
        watermarkUrl: product.watermarkUrl,
        prices: {},
        pictures: [],
        sizes: [],
        ...facets,
        marketLabels: {},
      } satisfies CatalogueProduct as CatalogueProduct,
    ]),
  );
  for (const row of prices) {
    byProduct.get(row.productId)!.prices[row.countryKey] = {
      price: toAmount(row.price),
      originalPrice: toAmount(row.originalPrice),
    };
  }
  for (const row of pictures)
    byProduct
      .get(row.productId)!
      .pictures.push({ position: row.position, isDefault: row.isDefault });
  for (const row of labels) {
    const labelClass = row.class === 'exclusivity' ? 'exclusivity' : 'eco_friendly';
    byProduct.get(row.productId)!.marketLabels![row.code] = { class: labelClass, name: row.names };
  }
  for (const row of sizes)
    byProduct.get(row.productId)!.sizes.push({ id: row.id, label: row.label, stock: row.stock });
  return [...byProduct.values()];
}
