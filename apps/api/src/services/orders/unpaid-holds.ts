import { formatPrice, fromCents } from '@shop/domain/money';
import { createHmac } from 'node:crypto';
import { BlockList, isIPv4 } from 'node:net';
import { LOCALE_ISO, type Locale } from '@shop/domain/locales';
import {
  ADDRESS_HOLD_LIMITS,
  CUSTOMER_HOLD_LIMITS,
  holdExcess,
  type HoldExcess,
  type Holding,
  type NewHold,
} from '@shop/domain/unpaid-holds';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { clientKey } from '../../infra/rate-limit/client-address';
import { OrderRefusal } from './refusal';
import { orderText } from './texts';

/** Who an unpaid order is held by: the customer, and the network address it came from. */
export interface Holder {
  customerId: number;
  /** clientHash of the request's address; null for an address inside the shop's network. */
  clientHash: string | null;
}

/**
 * Addresses only the shop's own machines have (loopback, private and link-local ranges): a
 * request from one came past no gateway (a health check, a test) or through a gateway whose
 * forwarded address is not believed, where every shopper would share it. Not counted.
 */
const INTERNAL = new BlockList();
INTERNAL.addSubnet('127.0.0.0', 8);
INTERNAL.addSubnet('10.0.0.0', 8);
INTERNAL.addSubnet('172.16.0.0', 12);
INTERNAL.addSubnet('192.168.0.0', 16);
INTERNAL.addSubnet('169.254.0.0', 16);
INTERNAL.addAddress('::1', 'ipv6');
INTERNAL.addSubnet('fc00::', 7, 'ipv6');
INTERNAL.addSubnet('fe80::', 10, 'ipv6');

/**
 * The address as the hold limits count it (an IPv6 /64, as the rate limits do), keyed-hashed so
 * the orders table keeps no address: the key is derived from the JWT secret, never stored.
 */
export function clientHash(ip: string, jwtSecret: string): string | null {
  const key = clientKey(ip);
  const address = key.endsWith('::/64') ? key.slice(0, -4) : key;
  if (INTERNAL.check(address, isIPv4(address) ? 'ipv4' : 'ipv6')) return null;
  const secret = createHmac('sha256', jwtSecret).update('unpaid-holds').digest();
  return createHmac('sha256', secret).update(key).digest('base64url');
}

/** Advisory lock spaces (pg_advisory_xact_lock's first key): ASCII "hldc" and "hlda". */
const CUSTOMER_LOCK = 0x686c6463;
const ADDRESS_LOCK = 0x686c6461;

/**
 * Serializes the unpaid orders of one customer, and of one address, until the transaction
 * ends: the next order of either reads what this one wrote before it checks the limits. Taken
 * first in the order's transaction, customer before address, and before any size lock, in
 * that one order by every transaction, so none wait on each other in a circle. A statement of
 * its own: the holdings must be read by a later statement, whose snapshot is taken after the
 * lock was granted (a read in this statement would miss the order committed just before).
 */
export async function lockHolder(tx: Db, holder: Holder): Promise<void> {
  await tx.execute(sql`
    SELECT pg_advisory_xact_lock(${CUSTOMER_LOCK}::integer, ${holder.customerId}::integer)
    ${holder.clientHash === null ? sql`` : sql`, pg_advisory_xact_lock(${ADDRESS_LOCK}::integer, hashtext(${holder.clientHash}))`}`);
}

interface HoldingsRow {
  customerOrders: number;
  customerCents: number;
  addressOrders: number;
  addressCents: number;
  /** [size id, units of the customer, units of the address] for the sizes asked. */
  units: [number, number, number][];
}

/** What the customer and the address hold unpaid now, for the sizes of the new order. */
async function readHoldings(tx: Db, holder: Holder, sizeIds: readonly number[]) {
  const [row] = rowsOf<HoldingsRow>(
    await tx.execute(sql`
      WITH "unpaid" AS MATERIALIZED (
        SELECT o."id", o."total_cents", o."customer_id" = ${holder.customerId} AS "mine",
          COALESCE(o."client_hash" = ${holder.clientHash}, false) AS "here"
        FROM "orders" o
        WHERE o."status" IN ('awaiting_payment', 'awaiting_transfer')
          AND (o."customer_id" = ${holder.customerId} OR o."client_hash" = ${holder.clientHash})),
      "units" AS (
        SELECT l."product_size_id" AS "sizeId",
          COALESCE(sum(l."quantity") FILTER (WHERE u."mine"), 0) AS "mine",
          COALESCE(sum(l."quantity") FILTER (WHERE u."here"), 0) AS "here"
        FROM "order_lines" l JOIN "unpaid" u ON u."id" = l."order_id"
        WHERE l."product_size_id" = ANY(${sql.param([...sizeIds])}::integer[])
        GROUP BY l."product_size_id")
      SELECT
        (SELECT count(*) FILTER (WHERE "mine") FROM "unpaid")::integer AS "customerOrders",
        (SELECT COALESCE(sum("total_cents") FILTER (WHERE "mine"), 0) FROM "unpaid")::integer
          AS "customerCents",
        (SELECT count(*) FILTER (WHERE "here") FROM "unpaid")::integer AS "addressOrders",
        (SELECT COALESCE(sum("total_cents") FILTER (WHERE "here"), 0) FROM "unpaid")::integer
          AS "addressCents",
        (SELECT COALESCE(json_agg(json_build_array("sizeId", "mine", "here")), '[]'::json)
          FROM "units") AS "units"`),
  );
  const units = row!.units.map(([id, mine, here]) => [Number(id), Number(mine), Number(here)]);
  const customer: Holding = {
    orders: row!.customerOrders,
    amountCents: row!.customerCents,
    units: new Map(units.map(([id, mine]) => [id!, mine!])),
  };
  const address: Holding = {
    orders: row!.addressOrders,
    amountCents: row!.addressCents,
    units: new Map(units.map(([id, , here]) => [id!, here!])),
  };
  return { customer, address };
}

/** The shopper's message for each limit; an address's limits share one (it may be shared). */
const TEXTS: Record<HoldExcess, string> = {
  orders: 'errors.unpaidOrders',
  unitsPerSize: 'errors.unpaidUnits',
  amount: 'errors.unpaidAmount',
};

/**
 * Refuses (422, field `unpaidOrders`) an unpaid order that would take the customer or the
 * address past its limits (@shop/domain/unpaid-holds). Callers hold lockHolder's locks.
 */
export async function checkHolds(
  tx: Db,
  holder: Holder,
  order: NewHold,
  locale: Locale,
): Promise<void> {
  const held = await readHoldings(tx, holder, [...order.units.keys()]);
  const mine = holdExcess(held.customer, order, CUSTOMER_HOLD_LIMITS);
  if (mine)
    throw new OrderRefusal(
      422,
      orderText(locale, TEXTS[mine], {
        orders: CUSTOMER_HOLD_LIMITS.orders,
        units: CUSTOMER_HOLD_LIMITS.unitsPerSize,
        amount: formatPrice(fromCents(CUSTOMER_HOLD_LIMITS.amountCents), LOCALE_ISO[locale]),
      }),
      'unpaidOrders',
    );
  if (holder.clientHash !== null && holdExcess(held.address, order, ADDRESS_HOLD_LIMITS))
    throw new OrderRefusal(422, orderText(locale, 'errors.unpaidAddress'), 'unpaidOrders');
}
