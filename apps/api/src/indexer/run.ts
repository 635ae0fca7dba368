import { REPLICA_SETTINGS, replicaNames, SORT_KEYS } from '@shop/domain/listing-kinds';
import { paginationLimitFor } from '@shop/domain/listing-search';
import { productIndexName, suggestionIndexName, type Store } from '@shop/domain/stores';
import type { Db } from '../db/client';
import type { SearchClient } from './client';
import { countProducts, loadProductPage } from './load';
import { toProductRecord } from './records';

/**
 * Bumped whenever records or index settings change shape: `index --if-empty` rebuilds indexes
 * written by an older version (a second `npm start` after an upgrade) instead of keeping them.
 */
export const CATALOGUE_INDEX_VERSION = 4;

export const PRODUCT_INDEX_SETTINGS = {
  userData: { catalogueIndexVersion: CATALOGUE_INDEX_VERSION },
  searchableAttributes: ['name', 'brandName', 'categoryName'],
  attributesForFaceting: [
    'brandName',
    'categoryName',
    'sizes.size',
    'colors',
    'sexe',
    'label',
    'isOnlyOutlet',
    'displayInListing',
    'price',
    'artists',
    'ranges',
    'materials',
    'ecoLabels',
    'promotionPercent',
    'filterOnly(categoryIds)',
    'filterOnly(brandId)',
    'filterOnly(artistId)',
    'filterOnly(rangeId)',
  ],
  customRanking: ['desc(sales)'],
};

/** Each sort replica's own settings; the rest (facets, searchable) comes from the primary. */
async function setReplicaSettings(
  client: SearchClient,
  productIndex: string,
  catalogue: { paginationLimitedTo: number },
) {
  const tasks: { indexName: string; taskID: number }[] = [];
  for (const key of SORT_KEYS) {
    const indexName = `${productIndex}${key}`;
    const answer = await client.setSettings({
      indexName,
      indexSettings: { ...PRODUCT_INDEX_SETTINGS, ...catalogue, ...REPLICA_SETTINGS[key] },
    });
    tasks.push({ indexName, taskID: answer.taskID });
  }
  return tasks;
}

export interface IndexOptions {
  /** Products read and pushed per round (one saveObjects batch per store). */
  batchSize?: number;
  /** Empty each index first so removed products disappear (default true). */
  clear?: boolean;
  onProgress?: (done: number) => void;
}

export interface IndexResult {
  products: number;
  indexes: string[];
  ms: number;
}

/** Copies the catalogue into `products_{store}_prod` for every store, waiting for the last tasks. */
export async function indexProducts(
  db: Db,
  client: SearchClient,
  stores: Store[],
  options: IndexOptions = {},
): Promise<IndexResult> {
  const started = performance.now();
  const batchSize = options.batchSize ?? 1000;
  const lastTask = new Map<string, number>();
  const indexes = stores.map((store) => productIndexName(store.id));
  // Every product of a listing can be paged to, however big the listing.
  const catalogue = { paginationLimitedTo: paginationLimitFor(await countProducts(db)) };
  for (const indexName of indexes) {
    const settings = await client.setSettings({
      indexName,
      indexSettings: { ...PRODUCT_INDEX_SETTINGS, ...catalogue, replicas: replicaNames(indexName) },
    });
    lastTask.set(indexName, settings.taskID);
    for (const replica of await setReplicaSettings(client, indexName, catalogue))
      lastTask.set(replica.indexName, replica.taskID);
    if (options.clear ?? true)
      lastTask.set(indexName, (await client.clearObjects({ indexName })).taskID);
  }
  let afterId = 0;
  let done = 0;
  for (;;) {
    const page = await loadProductPage(db, afterId, batchSize);
    if (page.length === 0) break;
    for (const store of stores) {
      const indexName = productIndexName(store.id);
      const objects = page.map((product) => toProductRecord(product, store));
      const responses = await client.saveObjects({
        indexName,
        objects: objects as unknown as Record<string, unknown>[],
        batchSize,
      });
      const last = responses.at(-1);
      if (last) lastTask.set(indexName, last.taskID);
    }
    afterId = page.at(-1)!.id;
    done += page.length;
    options.onProgress?.(done);
  }
  for (const [indexName, taskID] of lastTask) await client.waitForTask({ indexName, taskID });
  return { products: done, indexes, ms: performance.now() - started };
}

/** True when the index was written with this version's records and settings. */
async function isCurrentVersion(client: SearchClient, indexName: string): Promise<boolean> {
  try {
    const settings = (await client.getSettings({ indexName })) as {
      userData?: { catalogueIndexVersion?: number };
    };
    return settings.userData?.catalogueIndexVersion === CATALOGUE_INDEX_VERSION;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return false;
    throw error;
  }
}

/** True when `indexName` exists and holds at least one record. */
async function hasRecords(client: SearchClient, indexName: string): Promise<boolean> {
  try {
    const result = await client.searchSingleIndex({
      indexName,
      searchParams: { query: '', hitsPerPage: 0 },
    });
    return (result.nbHits ?? 0) > 0;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return false;
    throw error;
  }
}

/** True when the main store's product and suggestion indexes both hold records. */
export async function hasIndexedCatalogue(client: SearchClient, stores: Store[]): Promise<boolean> {
  const main = stores.find((store) => store.isMain) ?? stores[0];
  if (!main) return false;
  const productIndex = productIndexName(main.id);
  return (
    (await isCurrentVersion(client, productIndex)) &&
    (await hasRecords(client, productIndex)) &&
    (await hasRecords(client, suggestionIndexName(main.id)))
  );
}
