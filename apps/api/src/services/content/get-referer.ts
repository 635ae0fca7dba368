import { REFERER_COOKIE_MAX_AGE, type TReferer } from '@shop/api-client/schemas';
import { CACHE_SECONDS } from '@shop/domain/cache';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { referers } from '../../db/schema';
import type { TtlCache } from '../../infra/ttl-cache';

/** GET /referers/{name}: an active partner by name (case-insensitive), or null. */
export function getReferer(
  db: Db,
  cache: TtlCache,
  name: string,
  noCache: boolean,
): Promise<TReferer | null> {
  const key = name.toLowerCase();
  return cache.get(
    `referer:${key}`,
    CACHE_SECONDS.default,
    async () => {
      const [row] = await db
        .select()
        .from(referers)
        .where(and(eq(referers.name, key), eq(referers.active, true)))
        .limit(1);
      if (!row) return null;
      return {
        name: row.name,
        label: row.label,
        landingPath: row.landingPath,
        utm: { source: row.utmSource, medium: row.utmMedium, campaign: row.utmCampaign },
        cookieMaxAge: REFERER_COOKIE_MAX_AGE,
      };
    },
    noCache,
  );
}
