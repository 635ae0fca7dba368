import { CACHE_SECONDS } from '@shop/domain/cache';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toAmount } from '../../db/money';
import { settings } from '../../db/schema';
import { SETTINGS_CACHE_KEY, type TtlCache } from '../../infra/ttl-cache';

export interface BoSettings {
  maintenance: boolean;
  popinOutlet: boolean;
  freeShippingAmount: number;
  /** Start of the novelty window (novelties listing); none: every product labelled new. */
  noveltySince: Date | null;
}

/**
 * Spec defaults when no row exists: maintenance off, no outlet popin, free shipping from 99,
 * no novelty window.
 */
export const DEFAULT_SETTINGS: BoSettings = {
  maintenance: false,
  popinOutlet: false,
  freeShippingAmount: 99,
  noveltySince: null,
};

export async function getSettings(db: Db): Promise<BoSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, 1)).limit(1);
  if (!row) return DEFAULT_SETTINGS;
  return {
    maintenance: row.maintenance,
    popinOutlet: row.popinOutlet,
    freeShippingAmount: toAmount(row.freeShippingAmount),
    noveltySince: row.noveltySince,
  };
}

/** Settings through the content cache (default lifetime): read on most page answers. */
export function loadSettings(db: Db, cache: TtlCache, noCache = false): Promise<BoSettings> {
  return cache.get(SETTINGS_CACHE_KEY, CACHE_SECONDS.default, () => getSettings(db), noCache);
}
