import { productIndexName, type Store } from '@shop/domain/stores';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { searchSync } from '../db/schema';
import type { SearchClient } from './client';
import { loadProductsByIds, type CatalogueProduct } from './load';
import { toProductRecord } from './records';
import { refreshSuggestions, type SuggestionScope } from './suggestions';

export interface SyncOptions {
  /** Outbox rows claimed per round. */
  batchSize?: number;
  /** How long a claim keeps other workers off; a crashed worker's rows come back after it. */
  leaseSeconds?: number;
}

export interface SyncRound {
  /** Outbox rows handled. */
  rows: number;
  saved: number;
  deleted: number;
  suggestions: number;
}

interface Claimed {
  id: number;
  productId: number;
  refreshSuggestions: boolean;
  oldBrandId: number | null;
  oldCategoryId: number | null;
  oldArtistId: number | null;
}

/**
 * Claims a batch with a lease, in one statement: SKIP LOCKED keeps two instances off the same
 * rows, and rows of a product another worker holds wait for it, so a product's pushes never
 * overtake each other. No transaction stays open while search is called.
 */
async function claim(db: Db, batchSize: number, leaseSeconds: number): Promise<Claimed[]> {
  const result = await db.execute(sql`
    UPDATE search_sync SET claimed_until = now() + make_interval(secs => ${leaseSeconds})
    WHERE id IN (
      SELECT s.id FROM search_sync s
      WHERE (s.claimed_until IS NULL OR s.claimed_until < now())
        AND NOT EXISTS (SELECT 1 FROM search_sync o
          WHERE o.product_id = s.product_id AND o.claimed_until >= now())
      ORDER BY s.id LIMIT ${batchSize}
      FOR UPDATE SKIP LOCKED)
    RETURNING id, product_id AS "productId", refresh_suggestions AS "refreshSuggestions",
      old_brand_id AS "oldBrandId", old_category_id AS "oldCategoryId",
      old_artist_id AS "oldArtistId"`);
  return rowsOf<Claimed>(result).map((row) => ({ ...row, id: Number(row.id) }));
}

/** Suggestions a product belonged to before (outbox) and belongs to now (reloaded). */
function suggestionScope(rows: Claimed[], products: Map<number, CatalogueProduct>) {
  const scope: SuggestionScope = { categories: new Set(), brands: new Set(), artists: new Set() };
  const add = (ids: Set<number>, id: number | null | undefined) => {
    if (id !== null && id !== undefined) ids.add(id);
  };
  for (const row of rows) {
    if (!row.refreshSuggestions) continue;
    add(scope.brands, row.oldBrandId);
    add(scope.categories, row.oldCategoryId);
    add(scope.artists, row.oldArtistId);
    const product = products.get(row.productId);
    if (!product) continue;
    add(scope.brands, product.brandId);
    for (const id of product.categoryIds) add(scope.categories, id);
    add(scope.artists, product.artistId);
  }
  const size = scope.brands.size + scope.categories.size + scope.artists.size;
  return size > 0 ? scope : null;
}

/**
 * One round of the incremental sync: claims queued changes, reloads those products and
 * pushes them to every store's product index (deleting the ones gone), refreshes the counts of
 * the suggestions they touch, then drops the rows. On failure the claims are released for the
 * next round and the error is thrown. Null when nothing was queued.
 */
export async function syncSearch(
  db: Db,
  client: SearchClient,
  stores: Store[],
  options: SyncOptions = {},
): Promise<SyncRound | null> {
  const rows = await claim(db, options.batchSize ?? 500, options.leaseSeconds ?? 60);
  if (rows.length === 0) return null;
  const ids = rows.map((row) => row.id);
  try {
    const productIds = [...new Set(rows.map((row) => row.productId))];
    const products = new Map(
      (await loadProductsByIds(db, productIds)).map((product) => [product.id, product]),
    );
    const gone = productIds.filter((id) => !products.has(id)).map(String);
    for (const store of stores) {
      const indexName = productIndexName(store.id);
      if (products.size > 0) {
        const objects = [...products.values()].map((product) => toProductRecord(product, store));
        await client.saveObjects({
          indexName,
          objects: objects as unknown as Record<string, unknown>[],
        });
      }
      if (gone.length > 0) await client.deleteObjects({ indexName, objectIDs: gone });
    }
    const scope = suggestionScope(rows, products);
    const suggestions = scope ? await refreshSuggestions(db, client, stores, scope) : 0;
    await db.delete(searchSync).where(inArray(searchSync.id, ids));
    return { rows: rows.length, saved: products.size, deleted: gone.length, suggestions };
  } catch (error) {
    await db
      .update(searchSync)
      .set({ claimedUntil: null })
      .where(inArray(searchSync.id, ids))
      .catch(() => undefined);
    throw error;
  }
}
