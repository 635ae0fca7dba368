import type { Locale } from '@shop/domain/locales';
import type { PromotionRefusal } from '@shop/domain/promotion';
import { translator } from '../site/translator';

/**
 * Messages the API hands to shoppers as they are shown (promotion refusals, newsletter 422,
 * alert duplicates), in the request's language, from `server.shopper` of @shop/i18n. The
 * French ones the spec gives are kept word for word; the others are ours (docs/decisions.md).
 */
type Key =
  | `promo.${PromotionRefusal}`
  | 'newsletter.invalid'
  | 'newsletter.already'
  | 'alert.already'
  | 'alert.inStock';

export function shopperMessage(
  key: Key,
  locale: Locale,
  values: Record<string, string> = {},
): string {
  return translator(locale)(`server.shopper.${key}`, values);
}
