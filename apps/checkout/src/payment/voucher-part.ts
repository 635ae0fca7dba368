import type { TVoucher } from '@shop/api-client';
import { fromCents, toCents } from '@shop/domain/money';
import { allocateVouchers, isVoucherSpendable, type SpendableVoucher } from '@shop/domain/vouchers';

const spendable = (voucher: TVoucher): SpendableVoucher => ({
  id: voucher.id,
  remainingCents: toCents(voucher.remaining),
  expiresAt: new Date(voucher.expiresAt),
  validFrom: new Date(voucher.validFrom),
});

/** The customer's vouchers and credits that can pay now, the soonest to expire first. */
export function spendableVouchers(vouchers: readonly TVoucher[], now: Date): TVoucher[] {
  return vouchers
    .filter((voucher) => isVoucherSpendable(spendable(voucher), now))
    .sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt) || a.id - b.id);
}

/** What the chosen vouchers pay of the order, and what is left to pay otherwise. */
export interface VoucherPart {
  /** The chosen ids that can still pay (a choice kept from earlier may have run out). */
  ids: number[];
  /** Euros the vouchers pay; 0 while the total is unknown. */
  covered: number;
  /** Euros left for another method; null while the total is unknown. */
  rest: number | null;
  /** They pay it all: method 10 alone, nothing else to choose. */
  coversAll: boolean;
}

/**
 * The vouchers' part of `total` as the API computes it (allocateVouchers of @shop/domain: the
 * soonest to expire spent first, never beyond the total), in cents so no cent is lost.
 */
export function voucherPart(
  total: number | null,
  vouchers: readonly TVoucher[],
  chosenIds: readonly number[],
  now: Date,
): VoucherPart {
  const chosen = vouchers.filter((voucher) => chosenIds.includes(voucher.id));
  const ids = chosen.map((voucher) => voucher.id);
  if (total === null) return { ids, covered: 0, rest: null, coversAll: false };
  const totalCents = toCents(total);
  const { coveredCents } = allocateVouchers(totalCents, chosen.map(spendable), now);
  const restCents = totalCents - coveredCents;
  return {
    ids,
    covered: fromCents(coveredCents),
    rest: fromCents(restCents),
    coversAll: ids.length > 0 && restCents === 0,
  };
}
