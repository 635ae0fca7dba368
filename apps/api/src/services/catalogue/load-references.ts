import { CACHE_SECONDS } from '@shop/domain/cache';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { PerLocale, PerLocaleList } from '../../db/schema';
import type { TtlCache } from '../../infra/ttl-cache';

/**
 * Everything products point to, small enough to hold in memory: one load serves every
 * product, parse and page-info answer until it expires (the listing lifetime, 900 s).
 */
export interface References {
  categories: Map<
    number,
    { id: number; parentId: number | null; names: PerLocale; slugs: PerLocale; position: number }
  >;
  brands: Map<number, { id: number; name: string; slug: string; madeIn: string }>;
  artists: Map<number, { id: number; name: string; slug: string; categoryNames: PerLocale | null }>;
  ranges: Map<number, { id: number; brandId: number; name: string; slug: string }>;
  materials: Map<
    number,
    { slug: string; names: PerLocale; composition: PerLocale; care: PerLocaleList }
  >;
  ecoLabels: Map<number, { code: string; names: PerLocale }>;
  marketLabels: Map<string, { class: string; names: PerLocale }>;
  genders: Map<string, PerLocale>;
  colours: Map<string, PerLocale>;
}

const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

async function readReferences(db: Db): Promise<References> {
  const [
    categories,
    brands,
    artists,
    ranges,
    materials,
    ecoLabels,
    marketLabels,
    genders,
    colours,
  ] = await Promise.all([
    db.select().from(t.categories),
    db.select().from(t.brands),
    db.select().from(t.artists),
    db.select().from(t.ranges),
    db.select().from(t.materials),
    db.select().from(t.ecoLabels),
    db.select().from(t.marketLabels),
    db.select().from(t.genders),
    db.select().from(t.colours),
  ]);
  return {
    categories: byId(categories),
    brands: byId(brands),
    artists: byId(artists),
    ranges: byId(ranges),
    materials: byId(materials),
    ecoLabels: byId(ecoLabels),
    marketLabels: new Map(marketLabels.map((row) => [row.code, row])),
    genders: new Map(genders.map((row) => [row.code, row.names])),
    colours: new Map(colours.map((row) => [row.hex, row.names])),
  };
}

export function loadReferences(db: Db, cache: TtlCache, noCache = false): Promise<References> {
  return cache.get('references', CACHE_SECONDS.listing, () => readReferences(db), noCache);
}
