import type { TAdminSettingsPatch } from '@shop/api-client/schemas';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import type { AppCaches } from '../../http/ttl-cache';
import { getSettings, type BoSettings } from '../site/get-settings';

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
  await caches.forget('settings');
  return getSettings(db);
}
