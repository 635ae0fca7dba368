import type { TReturnOrder } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import type { Db } from '../../db/client';
import { sendReturnEmail } from './emails';
import { viewReturn } from './return-view';
import { lockReturn, moveReturn } from './transitions';

/** The back office refuses the parcel (worn, damaged...): nothing goes back, stock included. */
export async function refuseReturn(
  db: Db,
  stores: readonly Store[],
  returnOrderId: number,
  locale: Locale,
): Promise<TReturnOrder> {
  await db.transaction(async (tx) => {
    const row = await lockReturn(tx, returnOrderId, null, locale);
    await moveReturn(tx, row, 'refused', locale);
    await sendReturnEmail(tx, stores, row.id, 'refused');
  });
  return (await viewReturn(db, returnOrderId, null, locale))!;
}
