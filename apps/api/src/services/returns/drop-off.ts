import type { TAddress, TReturnDropOffRequest, TReturnOrder } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import type { Store } from '@shop/domain/stores';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerAddresses, orders, returnOrders } from '../../db/schema';
import { toAddress } from '../account/address-view';
import { findRelayPoint } from '../delivery/relay-points';
import { sendReturnEmail } from './emails';
import { viewReturn } from './return-view';
import { returnText, ReturnRefusal } from './texts';
import { assertWaiting, lockReturn } from './transitions';

/**
 * PATCH /secure/return-orders/{id}/drop-off: a relay point, or collection at the address the
 * order went to (the customer's default address when it went to a relay point). The coupon
 * can then be printed; its e-mail goes out with the choice (again if the shopper changes it).
 */
export async function chooseDropOff(
  db: Db,
  stores: readonly Store[],
  returnOrderId: number,
  customerId: number,
  body: TReturnDropOffRequest,
  locale: Locale,
): Promise<TReturnOrder> {
  await db.transaction(async (tx) => {
    const row = await lockReturn(tx, returnOrderId, customerId, locale);
    assertWaiting(row, locale);
    const choice =
      body.mode === 'relay'
        ? {
            dropOffMode: 'relay',
            relayPoint: await relayPoint(tx, body.relayPointId, locale),
            pickupAddress: null,
          }
        : {
            dropOffMode: 'home',
            relayPoint: null,
            pickupAddress: await pickupAddress(tx, row.orderId, customerId, locale),
          };
    await tx
      .update(returnOrders)
      .set({ ...choice, updatedAt: new Date() })
      .where(eq(returnOrders.id, row.id));
    await sendReturnEmail(tx, stores, row.id, 'requested');
  });
  return (await viewReturn(db, returnOrderId, customerId, locale))!;
}

async function relayPoint(tx: Db, id: string, locale: Locale) {
  const point = await findRelayPoint(tx, id);
  if (!point)
    throw new ReturnRefusal(422, returnText(locale, 'errors.relayPointNotFound'), 'relayPointId');
  return point;
}

async function pickupAddress(
  tx: Db,
  orderId: number,
  customerId: number,
  locale: Locale,
): Promise<TAddress> {
  const [order] = await tx
    .select({ address: orders.shippingAddress })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order?.address) return order.address;
  const [address] = await tx
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.isDefault), desc(customerAddresses.id))
    .limit(1);
  if (!address) throw new ReturnRefusal(422, returnText(locale, 'errors.noAddress'), 'mode');
  return toAddress(address, null, locale);
}
