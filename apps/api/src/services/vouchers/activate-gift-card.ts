import type { TGiftCardActivated } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import { normalizeGiftCardCode } from '@shop/domain/vouchers';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { giftCards, vouchers } from '../../db/schema';
import type { Limiter } from '../../infra/rate-limit/limiter';
import { clientKey } from '../../infra/rate-limit/client-address';
import { POLICIES, reserveOrRefuse } from '../../infra/rate-limit/policies';
import { giftCardCodeHash } from './gift-card-codes';
import { voucherText } from './texts';
import { voucherRows } from './list-vouchers';
import { toVoucher, type VoucherRow } from './voucher-view';

type Refused = 'unknown' | 'used' | 'expired';
const STATUS: Record<Refused, 404 | 409 | 410> = { unknown: 404, used: 409, expired: 410 };

/** A code that activates nothing: 404 unknown, 409 already activated, 410 expired. */
export class GiftCardRefusal extends Error {
  readonly status: 404 | 409 | 410;
  constructor(
    readonly reason: Refused,
    locale: Locale,
  ) {
    super(voucherText(locale, `giftCard.${reason}`));
    this.name = 'GiftCardRefusal';
    this.status = STATUS[reason];
  }
}

export interface Activation {
  customerId: number;
  code: string;
  ip: string;
  locale: Locale;
  now?: Date;
}

/**
 * POST /secure/account/gift-cards: the card becomes a voucher of the customer. One statement
 * claims the card and writes the voucher, so of two activations of one code at the same time
 * the second finds it claimed (the row lock makes it wait, then re-check). Wrong codes count
 * per customer and per client address; past GIFT_CARD_ATTEMPTS the attempt is refused before
 * any look-up (RateLimitedError).
 */
export async function activateGiftCard(
  db: Db,
  limiter: Limiter,
  { customerId, code: typed, ip, locale, now = new Date() }: Activation,
): Promise<TGiftCardActivated> {
  const keys = [
    { policy: POLICIES.giftCardPerCustomer, value: String(customerId) },
    { policy: POLICIES.giftCardPerIp, value: clientKey(ip) },
  ];
  const reservation = await reserveOrRefuse(limiter, keys);
  const code = normalizeGiftCardCode(typed);
  const codeHash = code ? giftCardCodeHash(code) : null;
  const voucher = codeHash ? await claim(db, customerId, codeHash, now) : null;
  if (voucher) {
    await reservation.release();
    return { voucher: toVoucher(voucher, locale, now) };
  }
  throw new GiftCardRefusal(codeHash ? await whyRefused(db, codeHash, now) : 'unknown', locale);
}

/** Claims the card and writes its voucher in one statement; null when no card could be claimed. */
async function claim(
  db: Db,
  customerId: number,
  codeHash: string,
  now: Date,
): Promise<VoucherRow | null> {
  const at = now.toISOString();
  const claimed = rowsOf<{ id: number }>(
    await db.execute(sql`
      WITH "card" AS (
        UPDATE ${giftCards} SET "activated_at" = ${at}::timestamptz, "customer_id" = ${customerId}
        WHERE "code_hash" = ${codeHash} AND "activated_at" IS NULL
          AND "expires_at" > ${at}::timestamptz
        RETURNING "id", "amount_cents", "expires_at")
      INSERT INTO ${vouchers} ("customer_id", "kind", "origin", "amount_cents", "remaining_cents",
        "valid_from", "expires_at", "gift_card_id")
      SELECT ${customerId}, 'voucher', 'gift_card', "amount_cents", "amount_cents",
        ${at}::timestamptz, "expires_at", "id" FROM "card"
      RETURNING "id"`),
  );
  if (claimed.length === 0) return null;
  const [row] = await voucherRows(db).where(eq(vouchers.id, Number(claimed[0]!.id)));
  return row ?? null;
}

/** Why nothing was claimed: no such card, activated already, or past its expiry. */
async function whyRefused(db: Db, codeHash: string, now: Date): Promise<Refused> {
  const [card] = await db
    .select({ activatedAt: giftCards.activatedAt, expiresAt: giftCards.expiresAt })
    .from(giftCards)
    .where(eq(giftCards.codeHash, codeHash));
  if (!card) return 'unknown';
  if (card.activatedAt) return 'used';
  return card.expiresAt.getTime() <= now.getTime() ? 'expired' : 'unknown';
}
