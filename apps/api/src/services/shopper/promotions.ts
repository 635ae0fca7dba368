import type { TBasketPromotion } from '@shop/api-client/schemas';
import type { Device } from '@shop/domain/device';
import type { Locale } from '@shop/domain/locales';
import {
  checkPromotion,
  normalizePromoCode,
  promotionDiscount,
  type PromotionRule,
} from '@shop/domain/promotion';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { toAmount } from '../../db/money';
import { promotions } from '../../db/schema';
import { shopperMessage } from './messages';

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
  basket: { subtotal: number; device: Device; now: Date; locale: Locale; taxRate: number },
): Promise<TBasketPromotion> {
  const code = normalizePromoCode(rawCode);
  const rule = await findPromotion(db, code);
  const refusal = checkPromotion(rule, code, basket);
  const message = refusal
    ? shopperMessage(`promo.${refusal}`, basket.locale, {
        amount: String(rule?.minimumAmount ?? 0),
      })
    : null;
  return {
    code,
    valid: refusal === null,
    name: rule?.name ?? null,
    discount: refusal === null && rule ? promotionDiscount(rule, basket.subtotal) : 0,
    taxRate: basket.taxRate,
    promotionValidity: {
      valid: refusal === null,
      message,
      reason: refusal,
      allowedDevices: [...(rule?.allowedDevices ?? [0, 1])],
    },
  };
}
