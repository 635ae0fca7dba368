import type { TReturnReason } from '@shop/api-client/schemas';
import { LOCALE_ISO, type Locale } from '@shop/domain/locales';
import { formatPrice, fromCents } from '@shop/domain/money';
import {
  RETURN_COMMENT_REQUIRED,
  RETURN_REASONS,
  returnReason,
  type ReturnStatus,
} from '@shop/domain/returns';
import { translator } from '../site/translator';

/** Return texts the API answers, prints and e-mails: the `returns` bundle of @shop/i18n. */
export function returnText(
  locale: Locale,
  key: string,
  values: Record<string, string | number> = {},
): string {
  return translator(locale)(`returns.${key}`, values);
}

export const statusLabel = (status: ReturnStatus, locale: Locale) =>
  returnText(locale, `status.${status}`);

export const euros = (cents: number, locale: Locale) =>
  formatPrice(fromCents(cents), LOCALE_ISO[locale]);

export const longDate = (at: Date, locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_ISO[locale], {
    dateStyle: 'long',
    timeZone: 'Europe/Paris',
  }).format(at);

/** A reason as the wire shows it, named in `locale`. */
export function reasonView(id: number, locale: Locale): TReturnReason {
  const reason = returnReason(id) ?? RETURN_REASONS[RETURN_REASONS.length - 1]!;
  return {
    id: reason.id,
    name: returnText(locale, `reasons.${reason.code}`),
    transportLabelFree: reason.transportLabelFree,
    commentRequired: RETURN_COMMENT_REQUIRED,
    active: true,
    delete: false,
  };
}

/** GET /return-orders-reasons. */
export const listReasons = (locale: Locale): TReturnReason[] =>
  RETURN_REASONS.map((reason) => reasonView(reason.id, locale));

/**
 * A return the shop will not make or change: the status to answer, the message in the
 * shopper's language, the field, and per-line messages for the form.
 */
export class ReturnRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ReturnRefusal';
  }
}
