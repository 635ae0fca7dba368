import type { TReturnOrder } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import type { Db } from '../../db/client';
import { sendReturnEmail } from './emails';
import { viewReturn } from './return-view';
import { lockReturn, moveReturn } from './transitions';

/** PATCH /secure/return-orders/{id}/cancel: only while the return waits for its parcel. */
export async function cancelReturn(
  db: Db,
  stores: readonly Store[],
  returnOrderId: number,
  customerId: number,
  locale: Locale,
): Promise<TReturnOrder> {
  await db.transaction(async (tx) => {
    const row = await lockReturn(tx, returnOrderId, customerId, locale);
    await moveReturn(tx, row, 'cancelled', locale);
    await sendReturnEmail(tx, stores, row.id, 'cancelled');
  });
  return (await viewReturn(db, returnOrderId, customerId, locale))!;
}
