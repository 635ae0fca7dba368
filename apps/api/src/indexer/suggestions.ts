import { LOCALES } from '@shop/domain/locales';
import { suggestionIndexName, type Store } from '@shop/domain/stores';
import {
  perLocaleText,
  suggestionObjectID,
  suggestionUrls,
  type PerLocaleText,
  type SuggestionEntity,
} from '@shop/domain/suggestions';
import { and, count, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import type { PerLocale } from '../db/schema';
import type { SearchClient } from './client';

/** A `bacs_{store}_prod` record (storefront spec section 3). */
export interface SuggestionRecord {
  objectID: string;
  text: PerLocaleText;
  urls: PerLocaleText;
  productsNumber: number;
}

export const SUGGESTION_INDEX_SETTINGS = {
  searchableAttributes: LOCALES.map((locale) => `text.${locale}`),
  customRanking: ['desc(productsNumber)'],
};

/** Ids of the entities whose suggestions to rebuild; all of them when left out. */
export interface SuggestionScope {
  categories: Set<number>;
  brands: Set<number>;
  artists: Set<number>;
}

const p = t.products;
const listable = and(eq(p.displayInListing, true), eq(p.isOnlyOutlet, false))!;
const within = (column: typeof p.brandId | typeof p.artistId, ids: Set<number> | undefined) =>
  ids ? inArray(column, [...ids]) : undefined;

/**
 * Listable products per suggestion: a product counts for its category and that category's
 * parent, as its `categoryIds` facet does, so the number matches what the listing shows.
 */
async function countProducts(db: Db, scope?: SuggestionScope): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const add = (id: string, value: number) => counts.set(id, (counts.get(id) ?? 0) + value);
  const categoryScope = scope
    ? or(
        inArray(t.categories.id, [...scope.categories]),
        inArray(t.categories.parentId, [...scope.categories]),
      )
    : undefined;
  const [categories, brands, artists] = await Promise.all([
    scope?.categories.size === 0
      ? []
      : db
          .select({ id: t.categories.id, parentId: t.categories.parentId, value: count() })
          .from(p)
          .innerJoin(t.categories, eq(t.categories.id, p.categoryId))
          .where(and(listable, categoryScope))
          .groupBy(t.categories.id, t.categories.parentId),
    scope?.brands.size === 0
      ? []
      : db
          .select({ id: p.brandId, value: count() })
          .from(p)
          .where(and(listable, within(p.brandId, scope?.brands)))
          .groupBy(p.brandId),
    scope?.artists.size === 0
      ? []
      : db
          .select({ id: p.artistId, value: count() })
          .from(p)
          .where(and(listable, isNotNull(p.artistId), within(p.artistId, scope?.artists)))
          .groupBy(p.artistId),
  ]);
  for (const row of categories) {
    add(suggestionObjectID('category', row.id), row.value);
    if (row.parentId !== null) add(suggestionObjectID('category', row.parentId), row.value);
  }
  for (const row of brands) add(suggestionObjectID('brand', row.id), row.value);
  for (const row of artists) add(suggestionObjectID('artist', row.id!), row.value);
  return counts;
}

interface Named extends SuggestionEntity {
  names: string | PerLocale;
  parentId?: number | null;
}

/** Every category, brand and artist: small tables. */
async function loadEntities(db: Db): Promise<Named[]> {
  const [categories, brands, artists] = await Promise.all([
    db.select().from(t.categories),
    db.select().from(t.brands),
    db.select().from(t.artists),
  ]);
  return [
    ...categories.map((row) => ({
      type: 'category' as const,
      id: row.id,
      slug: row.slugs,
      names: row.names,
      parentId: row.parentId,
    })),
    ...brands.map((row) => ({
      type: 'brand' as const,
      id: row.id,
      slug: row.slug,
      names: row.name,
    })),
    ...artists.map((row) => ({
      type: 'artist' as const,
      id: row.id,
      slug: row.slug,
      names: row.name,
    })),
  ];
}

/** A category's parent counts its products too: it is in scope whenever the child is. */
function withParents(scope: SuggestionScope, entities: Named[]): SuggestionScope {
  const categories = new Set(scope.categories);
  for (const entity of entities)
    if (entity.type === 'category' && scope.categories.has(entity.id) && entity.parentId)
      categories.add(entity.parentId);
  return { ...scope, categories };
}

const inScope = (scope: SuggestionScope | undefined, entity: Named) =>
  !scope ||
  {
    category: scope.categories,
    brand: scope.brands,
    artist: scope.artists,
  }[entity.type].has(entity.id);

export interface SuggestionSet {
  /** Suggestions with listable products, per store. */
  records: (store: Store) => SuggestionRecord[];
  /** Object ids of the suggestions in scope that have no listable product left. */
  empty: string[];
}

/** The suggestions of the scope (all when left out), read once and shaped per store. */
export async function loadSuggestions(db: Db, scope?: SuggestionScope): Promise<SuggestionSet> {
  const all = await loadEntities(db);
  const wanted = scope && withParents(scope, all);
  const entities = all.filter((entity) => inScope(wanted, entity));
  const counts = await countProducts(db, wanted);
  const withProducts = entities.filter(
    (entity) => (counts.get(suggestionObjectID(entity.type, entity.id)) ?? 0) > 0,
  );
  return {
    records: (store) =>
      withProducts.map((entity) => {
        const objectID = suggestionObjectID(entity.type, entity.id);
        return {
          objectID,
          text: perLocaleText(entity.names),
          urls: suggestionUrls(entity, store.languages),
          productsNumber: counts.get(objectID)!,
        };
      }),
    empty: entities
      .filter((entity) => !withProducts.includes(entity))
      .map((entity) => suggestionObjectID(entity.type, entity.id)),
  };
}

/** Replaces every store's `bacs_{store}_prod` with the current suggestions; waits for it. */
export async function indexSuggestions(
  db: Db,
  client: SearchClient,
  stores: Store[],
  options: { clear?: boolean } = {},
): Promise<{ suggestions: number; indexes: string[] }> {
  const set = await loadSuggestions(db);
  const tasks: [string, number][] = [];
  let suggestions = 0;
  for (const store of stores) {
    const indexName = suggestionIndexName(store.id);
    const settings = await client.setSettings({
      indexName,
      indexSettings: SUGGESTION_INDEX_SETTINGS,
    });
    tasks.push([indexName, settings.taskID]);
    if (options.clear ?? true)
      tasks.push([indexName, (await client.clearObjects({ indexName })).taskID]);
    const records = set.records(store);
    suggestions = records.length;
    const saved = await client.saveObjects({
      indexName,
      objects: records as unknown as Record<string, unknown>[],
    });
    const last = saved.at(-1);
    if (last) tasks.push([indexName, last.taskID]);
  }
  for (const [indexName, taskID] of tasks) await client.waitForTask({ indexName, taskID });
  return { suggestions, indexes: stores.map((store) => suggestionIndexName(store.id)) };
}

/** Rewrites the suggestions of the scope in every store: new counts, new ones, gone ones. */
export async function refreshSuggestions(
  db: Db,
  client: SearchClient,
  stores: Store[],
  scope: SuggestionScope,
): Promise<number> {
  const set = await loadSuggestions(db, scope);
  let pushed = 0;
  for (const store of stores) {
    const indexName = suggestionIndexName(store.id);
    const records = set.records(store);
    if (records.length > 0)
      await client.saveObjects({
        indexName,
        objects: records as unknown as Record<string, unknown>[],
      });
    if (set.empty.length > 0) await client.deleteObjects({ indexName, objectIDs: set.empty });
    pushed = records.length + set.empty.length;
  }
  return pushed;
}
