import { CACHE_SECONDS } from '@shop/domain/cache';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { PerLocale } from '../../db/schema';
import { Batcher } from '../../infra/batcher';
import { productRowKey, type TtlCache } from '../../infra/ttl-cache';

/** A product with its prices, pictures, sizes, labels and rating, as one row. */
export interface ProductRow {
  id: number;
  names: PerLocale;
  slugs: PerLocale;
  title: string;
  label: string | null;
  promotionPercent: number | null;
  colour: string;
  gender: string;
  isOnlyOutlet: boolean;
  displayInListing: boolean;
  noveltyAt: Date;
  sales: number;
  watermarkUrl: string | null;
  brandId: number;
  categoryId: number;
  artistId: number | null;
  rangeId: number | null;
  materialId: number | null;
  ecoLabelId: number | null;
  /** Country key to [price, original price]. */
  prices: Record<string, [number, number]>;
  /** [position, is default] in position order. */
  pictures: [number, boolean][];
  /** [size id, label, stock] in display order. */
  sizes: [number, string, number][];
  marketLabels: string[];
  rating: { count: number; sum: number } | null;
}

/** A product as PostgreSQL keeps it: one JSON document per product (product_documents). */
interface ProductDocument extends Omit<ProductRow, 'noveltyAt' | 'rating'> {
  noveltyAt: string;
  ratingCount: number | null;
  ratingSum: number | null;
}

// The document, child rows and rating included, is written by triggers whenever the product
// changes (migration 0007): a read is one primary-key lookup, and the driver parses it with one
// JSON.parse instead of decoding and mapping some thirty columns.
const documents = t.productDocuments;
function prepare(db: Db) {
  return db
    .select({ document: sql<ProductDocument>`${documents.document}` })
    .from(documents)
    .where(sql`${documents.productId} = ANY(${sql.placeholder('ids')}::int[])`)
    .prepare('products_by_ids');
}

/**
 * Products asked in the same event-loop turn are read with one prepared query: at 100
 * concurrent requests that is one round trip for dozens of pages instead of one each.
 */
const batchers = new WeakMap<Db, Batcher<number, ProductRow | null>>();
function batcherFor(db: Db): Batcher<number, ProductRow | null> {
  let batcher = batchers.get(db);
  if (!batcher) {
    const statement = prepare(db);
    batcher = new Batcher(async (ids) => {
      const rows = await statement.execute({ ids });
      return new Map(rows.map(({ document: row }) => [row.id, toRow(row)]));
    }, null);
    batchers.set(db, batcher);
  }
  return batcher;
}

/** Every field named (no spread): a spread plus new keys makes a slow dictionary object. */
function toRow(row: ProductDocument): ProductRow {
  return {
    id: row.id,
    names: row.names,
    slugs: row.slugs,
    title: row.title,
    label: row.label,
    promotionPercent: row.promotionPercent,
    colour: row.colour,
    gender: row.gender,
    isOnlyOutlet: row.isOnlyOutlet,
    displayInListing: row.displayInListing,
    noveltyAt: new Date(row.noveltyAt),
    sales: row.sales,
    watermarkUrl: row.watermarkUrl,
    brandId: row.brandId,
    categoryId: row.categoryId,
    artistId: row.artistId,
    rangeId: row.rangeId,
    materialId: row.materialId,
    ecoLabelId: row.ecoLabelId,
    prices: row.prices,
    pictures: row.pictures,
    sizes: row.sizes,
    marketLabels: row.marketLabels,
    rating:
      row.ratingCount && row.ratingSum ? { count: row.ratingCount, sum: row.ratingSum } : null,
  };
}

/** A product by id, from the products cache (2700 s); null when unknown (never cached). */
export async function loadProduct(
  db: Db,
  cache: TtlCache,
  id: number,
  noCache = false,
): Promise<ProductRow | null> {
  const key = productRowKey(id);
  const row = await cache.get(key, CACHE_SECONDS.products, () => batcherFor(db).load(id), noCache);
  if (!row) cache.delete(key);
  return row;
}
