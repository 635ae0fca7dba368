import { CACHE_SECONDS } from '@shop/domain/cache';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { PerLocale } from '../../db/schema';
import { Batcher } from '../../http/batcher';
import type { TtlCache } from '../../http/ttl-cache';

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

const p = t.products;
// Child rows come back as small JSON arrays from correlated subqueries: one round trip and
// one index lookup per child table, whatever the number of sizes or pictures.
const selection = {
  product: p,
  prices: sql<Record<
    string,
    [number, number]
  > | null>`(SELECT json_object_agg(pp.country_key, json_build_array(pp.price, pp.original_price)) FROM ${t.productPrices} pp WHERE pp.product_id = ${p.id})`,
  pictures: sql<
    [number, boolean][] | null
  >`(SELECT json_agg(json_build_array(pc.position, pc.is_default) ORDER BY pc.position) FROM ${t.productPictures} pc WHERE pc.product_id = ${p.id})`,
  sizes: sql<
    [number, string, number][] | null
  >`(SELECT json_agg(json_build_array(ps.id, ps.label, ps.stock) ORDER BY ps.position, ps.id) FROM ${t.productSizes} ps WHERE ps.product_id = ${p.id})`,
  marketLabels: sql<
    string[] | null
  >`(SELECT json_agg(pm.code ORDER BY pm.code) FROM ${t.productMarketLabels} pm WHERE pm.product_id = ${p.id})`,
  ratingCount: t.productScores.ratingCount,
  ratingSum: t.productScores.ratingSum,
};

function prepare(db: Db) {
  return db
    .select(selection)
    .from(p)
    .leftJoin(t.productScores, eq(t.productScores.productId, p.id))
    .where(sql`${p.id} = ANY(${sql.placeholder('ids')}::int[])`)
    .prepare('products_by_ids');
}
type Selected = Awaited<ReturnType<ReturnType<typeof prepare>['execute']>>[number];

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
      return new Map(rows.map((row) => [row.product.id, toRow(row)]));
    }, null);
    batchers.set(db, batcher);
  }
  return batcher;
}

function toRow(row: Selected): ProductRow {
  const { product } = row;
  return {
    ...product,
    noveltyAt: new Date(product.noveltyAt),
    prices: row.prices ?? {},
    pictures: row.pictures ?? [],
    sizes: row.sizes ?? [],
    marketLabels: row.marketLabels ?? [],
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
  const key = `product:${id}`;
  const row = await cache.get(key, CACHE_SECONDS.products, () => batcherFor(db).load(id), noCache);
  if (!row) cache.delete(key);
  return row;
}
