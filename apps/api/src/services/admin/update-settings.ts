import type { TAdminSettingsPatch } from '@shop/api-client/schemas';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import type { AppCaches } from '../../http/ttl-cache';
import { getSettings, SETTINGS_CACHE_KEY, type BoSettings } from '../site/get-settings';

/**
 * Forgets every in-process answer built from the settings: the settings entry (GET /init,
 * listings, content pages read it) and the parse and page-info answers, whose texts carry the
 * free-shipping amount. Other API instances keep theirs until the entries expire.
 */
export function forgetSettings(caches: AppCaches): void {
  caches.content.delete(SETTINGS_CACHE_KEY);
  caches.pages.clear();
}

/** Writes the given settings (the single row is created when missing) and answers them all. */
export async function updateSettings(
  db: Db,
  caches: AppCaches,
  patch: TAdminSettingsPatch,
): Promise<BoSettings> {
  const values = {
    ...(patch.maintenance === undefined ? {} : { maintenance: patch.maintenance }),
    ...(patch.popinOutlet === undefined ? {} : { popinOutlet: patch.popinOutlet }),
    ...(patch.freeShippingAmount === undefined
      ? {}
      : { freeShippingAmount: patch.freeShippingAmount.toFixed(2) }),
  };
  await db
    .insert(settings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: settings.id, set: { ...values, updatedAt: new Date() } });
  forgetSettings(caches);
  return getSettings(db);
}
