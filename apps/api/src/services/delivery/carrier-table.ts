import type { CarrierType } from '@shop/domain/delivery';
import { CACHE_SECONDS } from '@shop/domain/cache';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { carrierRates, carriers } from '../../db/schema';
import type { TtlCache } from '../../infra/ttl-cache';

export interface CarrierRateRow {
  id: number;
  maxWeightGrams: number;
  priceCents: number;
}

/** An active carrier with its weight bands per destination country. */
export interface CarrierRow {
  id: number;
  rank: number;
  code: string;
  logo: string;
  type: CarrierType;
  serviceName: string;
  delayDays: number;
  express: boolean;
  rates: ReadonlyMap<string, readonly CarrierRateRow[]>;
}

/** Every active carrier by rank with all its rates: a few hundred rows in all. */
async function readCarriers(db: Db): Promise<CarrierRow[]> {
  const rows = await db
    .select()
    .from(carriers)
    .where(eq(carriers.active, true))
    .orderBy(asc(carriers.rank), asc(carriers.id));
  const rates = await db.select().from(carrierRates).orderBy(asc(carrierRates.maxWeightGrams));
  return rows.map((row) => {
    const byCountry = new Map<string, CarrierRateRow[]>();
    for (const rate of rates) {
      if (rate.carrierId !== row.id) continue;
      const list = byCountry.get(rate.countryIsoCode2) ?? [];
      list.push({ id: rate.id, maxWeightGrams: rate.maxWeightGrams, priceCents: rate.priceCents });
      byCountry.set(rate.countryIsoCode2, list);
    }
    return {
      id: row.id,
      rank: row.rank,
      code: row.code,
      logo: row.logo,
      type: row.type,
      serviceName: row.serviceName,
      delayDays: Number(row.delayDays),
      express: row.express,
      rates: byCountry,
    };
  });
}

/** The carriers through the content cache: read by every carrier and basket-detail call. */
export function loadCarriers(db: Db, cache: TtlCache, noCache = false): Promise<CarrierRow[]> {
  return cache.get('carriers', CACHE_SECONDS.default, () => readCarriers(db), noCache);
}
