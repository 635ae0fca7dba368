import { PAYMENT_METHOD_IDS } from '@shop/domain/orders';
import { creditExpiry } from '@shop/domain/vouchers';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orderPayments, vouchers, voucherUses } from '../../db/schema';

interface PaidOrder {
  id: number;
  /** None once the account is closed: nobody is left to credit. */
  customerId: number | null;
}

/** The order's voucher payment row, once its amounts went back (same statement as them). */
const refundVoucherPayment = (orderId: number, at: string) => sql`
  "voucher_payment" AS (
    UPDATE ${orderPayments} SET "status" = 'refunded', "updated_at" = ${at}::timestamptz
    WHERE "order_id" = ${orderId} AND "method_id" = ${PAYMENT_METHOD_IDS.voucher}
      AND "status" = 'succeeded'
    RETURNING "id")`;

/**
 * Stamps the uses not given back yet and answers them: a use is given back by the one
 * statement that stamps it, never twice (the order's lock and its status rule already keep a
 * cancellation or a refund from running twice; the stamp also says when it happened).
 */
const stampUses = (orderId: number, at: string) => sql`
  "returned" AS (
    UPDATE ${voucherUses} SET "returned_at" = ${at}::timestamptz
    WHERE "order_id" = ${orderId} AND "returned_at" IS NULL
    RETURNING "voucher_id", "amount_cents")`;

/**
 * A cancelled order (payment failed, hold expired, the back office) never happened: what it
 * took goes back to the vouchers it came from, with their own expiry. The caller holds the
 * order's lock; the vouchers are locked in id order first, as an order spending them locks
 * them, so the two never wait on each other in a circle.
 */
export async function returnVoucherUses(tx: Db, orderId: number, now = new Date()) {
  await tx.execute(sql`
    SELECT "id" FROM ${vouchers} WHERE "id" IN (
      SELECT "voucher_id" FROM ${voucherUses} WHERE "order_id" = ${orderId} AND "returned_at" IS NULL)
    ORDER BY "id" FOR UPDATE`);
  const at = now.toISOString();
  await tx.execute(sql`
    WITH ${stampUses(orderId, at)}, ${refundVoucherPayment(orderId, at)}
    UPDATE ${vouchers} SET "remaining_cents" = ${vouchers.remainingCents} + "returned"."amount_cents"
    FROM "returned" WHERE ${vouchers.id} = "returned"."voucher_id"`);
}

/**
 * A refunded order (delivered, returned or paid back by the back office): the part vouchers
 * paid comes back as one new credit, valid CREDIT_VALIDITY_MONTHS from now (the vouchers it
 * came from may have run out meanwhile). Once: the same stamp decides.
 */
export async function creditRefundedVouchers(tx: Db, order: PaidOrder, now = new Date()) {
  const at = now.toISOString();
  const expiresAt = creditExpiry(now).toISOString();
  await tx.execute(sql`
    WITH ${stampUses(order.id, at)}, ${refundVoucherPayment(order.id, at)},
    "total" AS (SELECT sum("amount_cents")::integer AS "cents" FROM "returned")
    INSERT INTO ${vouchers} ("customer_id", "kind", "origin", "amount_cents", "remaining_cents",
      "valid_from", "expires_at", "order_id")
    SELECT ${customers.id}, 'credit', 'refund', "total"."cents", "total"."cents",
      ${at}::timestamptz, ${expiresAt}::timestamptz, ${order.id}
    FROM "total" JOIN ${customers} ON ${customers.id} = ${order.customerId}
    WHERE "total"."cents" > 0`);
}
