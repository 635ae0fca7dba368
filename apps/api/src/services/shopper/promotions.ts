import type { TBasketPromotion } from '@shop/api-client/schemas';
import type { Device } from '@shop/domain/device';
import type { Locale } from '@shop/domain/locales';
import {
  checkPromotion,
  normalizePromoCode,
  promotionDiscount,
  type PromotionRefusal,
  type PromotionRule,
} from '@shop/domain/promotion';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toAmount } from '../../db/money';
import { promotions } from '../../db/schema';
import type { Limiter } from '../../infra/rate-limit/limiter';
import { reserve, RateLimitedError, type Limited } from '../../infra/rate-limit/policies';
import { shopperMessage } from './messages';

/** The limiter and the keys failed codes count on: the client's address, then the customer. */
export interface PromotionGuard {
  limiter: Limiter;
  keys: [address: Limited, ...others: Limited[]];
}

const ALL_DEVICES: Device[] = [0, 1];

// A shopper mistypes a code or two; past this many failures in the window the client is
// guessing, and learns nothing more from the answers than "no such code".
const FAILURES_BEFORE_GUESSING = 3;

/**
 * The refusal the shopper is told. A code that is not valid now (expired, not started) answers
 * like an unknown one: both mean "no such code" to whoever could not know it. The spec's
 * reasons of a valid code that does not fit this basket (its devices, its minimum) are kept for
 * a shopper's first tries, and hidden from a client that is guessing.
 */
function toldRefusal(refusal: PromotionRefusal | null, guessing: boolean): PromotionRefusal | null {
  if (refusal === 'expired' || refusal === 'not_started') return 'unknown';
  if (guessing && (refusal === 'device' || refusal === 'minimum')) return 'unknown';
  return refusal;
}

/** Counts the attempt before the look-up (atomic: a burst cannot overtake the count). */
async function reserveAttempt(guard: PromotionGuard | undefined) {
  if (!guard) return null;
  const reservation = await reserve(guard.limiter, guard.keys);
  if (reservation.over.length) {
    await reservation.release();
    throw new RateLimitedError(reservation.retryAfterS);
  }
  return reservation;
}

async function findPromotion(db: Db, code: string): Promise<PromotionRule | null> {
  if (!code) return null;
  const [row] = await db.select().from(promotions).where(eq(promotions.code, code)).limit(1);
  if (!row) return null;
  return {
    code: row.code,
    name: row.name,
    percent: row.percent,
    amount: row.amount === null ? null : toAmount(row.amount),
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    minimumAmount: toAmount(row.minimumAmount),
    allowedDevices: row.allowedDevices.filter(
      (device): device is Device => device === 0 || device === 1,
    ),
  };
}

/** The promotion answer of a basket: applied with its discount, or refused with its message. */
export async function applyPromotion(
  db: Db,
  rawCode: string | null | undefined,
  basket: {
    subtotal: number;
    device: Device;
    now: Date;
    locale: Locale;
    taxRate: number;
    guard?: PromotionGuard;
  },
): Promise<TBasketPromotion> {
  const code = normalizePromoCode(rawCode);
  const reservation = code ? await reserveAttempt(basket.guard) : null;
  const rule = await findPromotion(db, code);
  const checked = checkPromotion(rule, code, basket);
  if (checked === null) await reservation?.release();
  const refusal = toldRefusal(checked, (reservation?.counts[0] ?? 0) > FAILURES_BEFORE_GUESSING);
  const message = refusal
    ? shopperMessage(`promo.${refusal}`, basket.locale, {
        amount: String(rule?.minimumAmount ?? 0),
      })
    : null;
  return {
    code,
    valid: refusal === null,
    name: refusal === null ? (rule?.name ?? null) : null,
    discount: refusal === null && rule ? promotionDiscount(rule, basket.subtotal) : 0,
    taxRate: basket.taxRate,
    promotionValidity: {
      valid: refusal === null,
      message,
      reason: refusal,
      allowedDevices: refusal === 'device' && rule ? [...rule.allowedDevices] : ALL_DEVICES,
    },
  };
}
