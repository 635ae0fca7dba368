import type { TDeliveryNotice } from '@shop/api-client/schemas';
import type { DeliveryNotice } from '@shop/domain/delivery';
import type { Locale } from '@shop/domain/locales';
import { translator } from '../site/translator';

/** Delivery texts the API answers, from the `delivery` bundle of @shop/i18n. */

export function deliveryNotice(code: DeliveryNotice, locale: Locale): TDeliveryNotice {
  return { code, message: translator(locale)(`delivery.notices.${code}`) };
}

/** A message of `delivery.address.errors` (requiredFields, lastAddress, notFound...). */
export function addressMessage(
  locale: Locale,
  key: string,
  values: Record<string, string | number> = {},
): string {
  return translator(locale)(`delivery.address.errors.${key}`, values);
}

/**
 * A carrier's name, service and description in the shopper's language, by its code (the
 * carriers table keeps one French service name for every store); the stored name when the
 * bundle has no entry (a carrier the back office added since).
 */
export function carrierTexts(code: string, serviceName: string, locale: Locale) {
  const t = translator(locale);
  return {
    name: t(`delivery.carriers.${code}.name`, { defaultValue: serviceName }),
    serviceName: t(`delivery.carriers.${code}.service`, { defaultValue: serviceName }),
    description: t(`delivery.carriers.${code}.description`, { defaultValue: '' }),
  };
}

/** A relay point that does not exist (or no longer): the shopper chooses another. */
export function relayPointNotFound(locale: Locale): string {
  return translator(locale)('delivery.relay.notFound');
}
