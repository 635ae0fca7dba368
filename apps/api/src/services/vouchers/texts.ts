import type { Locale } from '@shop/domain/locales';
import { translator } from '../site/translator';

/** Voucher texts the API answers, from the `vouchers` bundle of @shop/i18n. */
export function voucherText(
  locale: Locale,
  key: string,
  values: Record<string, string | number> = {},
): string {
  return translator(locale)(`vouchers.${key}`, values);
}
