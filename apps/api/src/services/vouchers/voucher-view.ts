import type { TVoucher } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import { fromCents } from '@shop/domain/money';
import { voucherState, type VoucherKind, type VoucherOrigin } from '@shop/domain/vouchers';
import type { vouchers } from '../../db/schema';
import { voucherText } from './texts';

/** A voucher row with what its label names: the card's last four, the order's number. */
export type VoucherRow = typeof vouchers.$inferSelect & {
  lastFour: string | null;
  orderNumber: string | null;
};

/** Where it came from, in the customer's language ("Carte cadeau …PQRS"). */
export function voucherLabel(row: VoucherRow, locale: Locale): string {
  return voucherText(locale, `origin.${row.origin}`, {
    last4: row.lastFour ?? '',
    number: row.orderNumber ?? '',
  });
}

/** A voucher as the customer reads it (ZVoucher). */
export function toVoucher(row: VoucherRow, locale: Locale, now: Date): TVoucher {
  return {
    id: row.id,
    kind: row.kind as VoucherKind,
    origin: row.origin as VoucherOrigin,
    label: voucherLabel(row, locale),
    amount: fromCents(row.amountCents),
    remaining: fromCents(row.remainingCents),
    validFrom: row.validFrom.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    state: voucherState(row, now),
  };
}
