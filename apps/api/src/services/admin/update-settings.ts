import type { TAdminSettings, TAdminSettingsPatch } from '@shop/api-client/schemas';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import type { AppCaches } from '../../infra/ttl-cache';
import { getSettings, type BoSettings } from '../site/get-settings';

/** The settings as the back office reads and writes them (dates as ISO strings). */
export const adminSettings = ({ noveltySince, ...rest }: BoSettings): TAdminSettings => ({
  ...rest,
  noveltySince: noveltySince?.toISOString() ?? null,
});

/** Writes the given settings (the single row is created when missing) and answers them all. */
export async function updateSettings(
  db: Db,
  caches: AppCaches,
  patch: TAdminSettingsPatch,
): Promise<TAdminSettings> {
  const values = {
    ...(patch.maintenance === undefined ? {} : { maintenance: patch.maintenance }),
    ...(patch.popinOutlet === undefined ? {} : { popinOutlet: patch.popinOutlet }),
    ...(patch.freeShippingAmount === undefined
      ? {}
      : { freeShippingAmount: patch.freeShippingAmount.toFixed(2) }),
    ...(patch.noveltySince === undefined
      ? {}
      : { noveltySince: patch.noveltySince === null ? null : new Date(patch.noveltySince) }),
  };
  await db
    .insert(settings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: settings.id, set: { ...values, updatedAt: new Date() } });
  await caches.forget('settings');
  return adminSettings(await getSettings(db));
}
