import type { TRelayPoints } from '@shop/api-client/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, returnOrders } from '../../db/schema';
import { searchRelayPoints, searchRelayPointsAround } from '../delivery/relay-points';

const NONE: TRelayPoints = { origin: null, relayPoints: [] };

/**
 * GET /secure/return-orders/{id}/relay-points: where the parcel can be dropped off, in the
 * country the order went to: around its relay point or its address, or around `search`
 * (a postcode or a city). Null for another customer's return.
 */
export async function returnRelayPoints(
  db: Db,
  returnOrderId: number,
  customerId: number,
  search: string | undefined,
): Promise<TRelayPoints | null> {
  const [row] = await db
    .select({
      customerId: returnOrders.customerId,
      relay: orders.relayPoint,
      address: orders.shippingAddress,
    })
    .from(returnOrders)
    .innerJoin(orders, eq(orders.id, returnOrders.orderId))
    .where(eq(returnOrders.id, returnOrderId));
  if (!row || row.customerId !== customerId) return null;
  const country = row.relay?.countryIsoCode2 ?? row.address?.countryIsoCode2;
  if (!country) return NONE;
  if (search) return searchRelayPoints(db, { country, search });
  if (row.relay)
    return searchRelayPointsAround(db, {
      country,
      latitude: row.relay.latitude,
      longitude: row.relay.longitude,
    });
  return row.address?.zipCode
    ? searchRelayPoints(db, { country, search: row.address.zipCode })
    : NONE;
}
