import type { Locale } from '@shop/domain/locales';
import { paymentErrorMessageKey } from '@shop/domain/payment-errors';
import { translator } from '../site/translator';

/** Order texts the API answers and writes, from the `orders` bundle of @shop/i18n. */
export function orderText(
  locale: Locale,
  key: string,
  values: Record<string, string | number> = {},
): string {
  return translator(locale)(`orders.${key}`, values);
}

/** A provider's refusal code with its explanation (the `payment` bundle's per-code texts). */
export function paymentError(code: string, locale: Locale): { code: string; message: string } {
  const t = translator(locale);
  return {
    code,
    message: t(paymentErrorMessageKey(code), { defaultValue: t('orders.payment.refused') }),
  };
}
