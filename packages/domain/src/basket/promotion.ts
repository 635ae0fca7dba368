import type { Device } from '../site/device';
import { roundPrice } from './money';

/** The longest promotion code a basket or carrier call may send (the API's schemas use it). */
export const PROMO_CODE_MAX_LENGTH = 64;

/**
 * Wrong codes one shopper may try in a window (POST /basket/detail and POST /checkout/carriers
 * alike, a valid code never counts): counted per client address and, signed in, per customer,
 * never on what shoppers share (a popular basket), or a guesser's failures would refuse valid
 * codes to everyone holding it. A shopper mistypes a code or two; 20 a quarter of an hour keeps
 * guessing a 6 to 10 character code out of reach.
 */
export const PROMO_CODE_ATTEMPTS = { perAddress: 20, perCustomer: 20, windowMinutes: 15 };

/** A promotion code as the back office defines it. */
export interface PromotionRule {
  code: string;
  name: string;
  /** Percent off the basket, or a fixed amount in euros: exactly one of them is set. */
  percent: number | null;
  amount: number | null;
  startsAt: Date | null;
  /** First instant the code no longer works. */
  endsAt: Date | null;
  /** Basket amount (after product discounts) the code needs, in euros. */
  minimumAmount: number;
  allowedDevices: readonly Device[];
}

/** Why a code does not apply; the API turns it into the shopper's message. */
export type PromotionRefusal =
  'empty' | 'unknown' | 'not_started' | 'expired' | 'device' | 'minimum';

/** Codes are typed in any case with stray spaces: `  summer10 ` is SUMMER10. */
export function normalizePromoCode(code: string | null | undefined): string {
  return (code ?? '').trim().toUpperCase();
}

/** Null when the code applies to this basket, else the first reason it does not. */
export function checkPromotion(
  rule: PromotionRule | null,
  code: string | null | undefined,
  basket: { subtotal: number; device: Device; now: Date },
): PromotionRefusal | null {
  if (!normalizePromoCode(code)) return 'empty';
  if (!rule) return 'unknown';
  if (rule.startsAt && basket.now < rule.startsAt) return 'not_started';
  if (rule.endsAt && basket.now >= rule.endsAt) return 'expired';
  if (!rule.allowedDevices.includes(basket.device)) return 'device';
  if (basket.subtotal < rule.minimumAmount) return 'minimum';
  return null;
}

/**
 * Euros off a subtotal, rounded to 2 decimals (half away from zero, as roundPrice), never more
 * than the subtotal: a 10 % code on 41.99 takes 4.20, a 20 euro voucher on 15 takes 15.
 */
export function promotionDiscount(
  rule: Pick<PromotionRule, 'percent' | 'amount'>,
  subtotal: number,
): number {
  if (subtotal <= 0) return 0;
  const off =
    rule.percent !== null
      ? roundPrice((subtotal * rule.percent) / 100)
      : roundPrice(rule.amount ?? 0);
  return Math.min(off, roundPrice(subtotal));
}
