/**
 * Vouchers and credits (journey sections 2, 7 and 9): what a customer can spend at payment
 * (method 10), before any other method, and the gift cards that add to them.
 */

/** A gift card's secret code: 16 characters (section 9). */
export const GIFT_CARD_CODE_LENGTH = 16;
/**
 * The letters and digits a code is drawn from: no 0/O or 1/I/L, which a shopper copying a
 * printed card would mistake for each other.
 */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** Wrong codes a customer may type before activation pauses (and per client address). */
export const GIFT_CARD_ATTEMPTS = { perCustomer: 5, perAddress: 20, windowMinutes: 15 };
/** A gift card is valid one year from its creation unless the back office says otherwise. */
export const GIFT_CARD_VALIDITY_DAYS = 365;
/** A return's credit is valid one year (section 9). */
export const CREDIT_VALIDITY_MONTHS = 12;

export const VOUCHER_KINDS = ['voucher', 'credit'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];
/** Where a voucher or credit came from: shown to the customer in their language. */
export const VOUCHER_ORIGINS = ['gift_card', 'return', 'goodwill', 'refund'] as const;
export type VoucherOrigin = (typeof VOUCHER_ORIGINS)[number];
export type VoucherState = 'active' | 'used' | 'expired';

/**
 * What a shopper typed, as the code is stored: upper case, without the spaces and dashes a
 * printed card groups it with. Null when it cannot be a code (length or characters).
 */
export function normalizeGiftCardCode(typed: string): string | null {
  const code = typed.replace(/[\s-]/g, '').toUpperCase();
  if (code.length !== GIFT_CARD_CODE_LENGTH) return null;
  return [...code].every((char) => GIFT_CARD_ALPHABET.includes(char)) ? code : null;
}

/** A code grouped by four for print and e-mail: `ABCD-EFGH-JKMN-PQRS`. */
export function formatGiftCardCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

export interface SpendableVoucher {
  id: number;
  remainingCents: number;
  expiresAt: Date;
  validFrom: Date;
}

export function voucherState(voucher: SpendableVoucher, now: Date): VoucherState {
  if (voucher.remainingCents <= 0) return 'used';
  return voucher.expiresAt.getTime() <= now.getTime() ? 'expired' : 'active';
}

/** Whether it can pay now: active, and its validity has begun. */
export const isVoucherSpendable = (voucher: SpendableVoucher, now: Date) =>
  voucherState(voucher, now) === 'active' && voucher.validFrom.getTime() <= now.getTime();

/** What the customer can spend now, in cents: the vouchers list's `available`. */
export function availableCents(vouchers: readonly SpendableVoucher[], now: Date): number {
  return vouchers
    .filter((voucher) => isVoucherSpendable(voucher, now))
    .reduce((sum, voucher) => sum + voucher.remainingCents, 0);
}

export interface VoucherAllocation {
  id: number;
  amountCents: number;
}

/**
 * How the chosen vouchers pay an order of `totalCents`: the one that expires first is spent
 * first (then the older one), each up to what it has left and never beyond the total. Expired,
 * used or not yet valid vouchers pay nothing.
 */
export function allocateVouchers(
  totalCents: number,
  vouchers: readonly SpendableVoucher[],
  now: Date,
): { allocations: VoucherAllocation[]; coveredCents: number } {
  const ordered = vouchers
    .filter((voucher) => isVoucherSpendable(voucher, now))
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
  const allocations: VoucherAllocation[] = [];
  let left = Math.max(0, totalCents);
  for (const voucher of ordered) {
    if (left === 0) break;
    const amountCents = Math.min(voucher.remainingCents, left);
    allocations.push({ id: voucher.id, amountCents });
    left -= amountCents;
  }
  return { allocations, coveredCents: Math.max(0, totalCents) - left };
}

/** The expiry of a credit issued at `issuedAt`: the same day one year later. */
export function creditExpiry(issuedAt: Date): Date {
  const expiry = new Date(issuedAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + CREDIT_VALIDITY_MONTHS);
  return expiry;
}
