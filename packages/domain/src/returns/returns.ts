/**
 * Returns (journey sections 3, 4, 5 and 9): the 14-day window, the reasons, what is left to
 * return of each line, the comment rule, the statuses and what the customer gets back.
 */
import { creditExpiry } from '../basket/vouchers';

/** Section 9: 14 days to change one's mind, counted from delivery. */
export const RETURN_WINDOW_DAYS = 14;
/**
 * Section 9: the flat fee kept on a refund to the payment method (5,99 €), in cents. It pays
 * the parcel's way back, so it is not kept when the shop carries the parcel (returnRefund).
 */
export const RETURN_FEE_CENTS = 599;
/** Sections 5 and 9: every returned line has a comment of at least 10 characters. */
export const RETURN_COMMENT_MIN_LENGTH = 10;
export const RETURN_COMMENT_MAX_LENGTH = 1000;
/**
 * How long a requested return waits for its parcel before it expires (the spec is silent:
 * the same 14 days the shopper had to decide).
 */
export const RETURN_DROP_OFF_DAYS = 14;

export const RETURN_STATUSES = ['waitClient', 'done', 'expired', 'refused', 'cancelled'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** returnOrderRefundTypeId: a credit (no fee) or a refund to the payment method (fee kept). */
export const RETURN_REFUND_TYPES = { credit: 1, refund: 2 } as const;
export type ReturnRefundTypeId = (typeof RETURN_REFUND_TYPES)[keyof typeof RETURN_REFUND_TYPES];

export const RETURN_DROP_OFF_MODES = ['relay', 'home'] as const;
export type ReturnDropOffMode = (typeof RETURN_DROP_OFF_MODES)[number];

export interface ReturnReason {
  id: number;
  /** The text key of its name (`returns.reasons.<code>`). */
  code: string;
  /** The shop pays the carrier: its own mistake. */
  transportLabelFree: boolean;
}

/**
 * Section 5: the comment is required whatever the reason (the wire keeps the reasons'
 * `commentRequired` flag for its readers, always true).
 */
export const RETURN_COMMENT_REQUIRED = true;

/** The reasons offered, in the order shown; ids are stored with each returned line. */
export const RETURN_REASONS: readonly ReturnReason[] = [
  { id: 1, code: 'tooSmall', transportLabelFree: false },
  { id: 2, code: 'tooBig', transportLabelFree: false },
  { id: 3, code: 'changedMind', transportLabelFree: false },
  { id: 4, code: 'notAsDescribed', transportLabelFree: false },
  { id: 5, code: 'defective', transportLabelFree: true },
  { id: 6, code: 'wrongItem', transportLabelFree: true },
  { id: 7, code: 'other', transportLabelFree: false },
];

export const returnReason = (id: number) => RETURN_REASONS.find((reason) => reason.id === id);

const DAY_MS = 86_400_000;

/** The last moment a return may be asked for: 14 days after delivery. */
export const returnWindowEnd = (deliveredAt: Date) =>
  new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);

/** Only a delivered order, within its window, can be returned. */
export function isReturnWindowOpen(deliveredAt: Date | null, now: Date): boolean {
  return deliveredAt !== null && now.getTime() <= returnWindowEnd(deliveredAt).getTime();
}

/** When a return still waiting for its parcel expires. */
export const returnDeadline = (requestedAt: Date) =>
  new Date(requestedAt.getTime() + RETURN_DROP_OFF_DAYS * DAY_MS);

/** A return only leaves waitClient, and only once. */
export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return from === 'waitClient' && to !== 'waitClient';
}

/** Returns that hold their quantities: waiting or received. The others gave them back. */
export const holdsQuantities = (status: ReturnStatus) =>
  status === 'waitClient' || status === 'done';

/** What is left to return of a line: bought minus what live returns already hold. */
export const returnableQuantity = (bought: number, alreadyReturned: number) =>
  Math.max(0, bought - alreadyReturned);

export interface ReturnLineInput {
  orderLineId: number;
  quantity: number;
  reasonId: number;
  comment?: string | null;
}

export type ReturnLineError = 'quantity' | 'reason' | 'comment' | 'duplicate';

/**
 * The problems of each asked line (by its index): a quantity beyond what is left, an unknown
 * reason, a missing or short comment (section 5: always required), a line asked twice.
 */
export function returnLineErrors(
  lines: readonly ReturnLineInput[],
  remaining: ReadonlyMap<number, number>,
): Map<number, ReturnLineError> {
  const errors = new Map<number, ReturnLineError>();
  const seen = new Set<number>();
  lines.forEach((line, index) => {
    const reason = returnReason(line.reasonId);
    const left = remaining.get(line.orderLineId) ?? 0;
    if (seen.has(line.orderLineId)) errors.set(index, 'duplicate');
    else if (line.quantity < 1 || line.quantity > left) errors.set(index, 'quantity');
    else if (!reason) errors.set(index, 'reason');
    else if (!isReturnCommentValid(line.comment)) errors.set(index, 'comment');
    seen.add(line.orderLineId);
  });
  return errors;
}

export const isReturnCommentValid = (comment: string | null | undefined) =>
  (comment ?? '').trim().length >= RETURN_COMMENT_MIN_LENGTH;

/**
 * The shop carries the parcel back when its own mistake is why it comes back: one line with a
 * `transportLabelFree` reason (defective, wrong item) makes the whole parcel's carriage free,
 * as the coupon says (« Transport offert »). One parcel, one carriage: no fee on its other lines.
 */
export function isReturnTransportFree(reasonIds: readonly number[]): boolean {
  return reasonIds.some((id) => returnReason(id)?.transportLabelFree === true);
}

/**
 * What the customer gets back for goods worth `goodsCents` returned for `reasonIds`: all of it
 * as a credit; or a refund to the payment method less the flat fee (never below zero), unless
 * the shop carries the parcel (isReturnTransportFree). The request page, the API, the coupon
 * and the e-mails all state this one figure.
 */
export function returnRefund(
  goodsCents: number,
  type: ReturnRefundTypeId,
  reasonIds: readonly number[],
) {
  const charged = type === RETURN_REFUND_TYPES.refund && !isReturnTransportFree(reasonIds);
  const feeCents = charged ? Math.min(RETURN_FEE_CENTS, goodsCents) : 0;
  return { feeCents, amountCents: goodsCents - feeCents };
}

/**
 * A refund split between the provider and a credit: the provider pays back at most what it
 * still holds of the order; what vouchers paid comes back as a credit (no fee on it twice).
 */
export function splitRefund(amountCents: number, providerLeftCents: number) {
  const providerCents = Math.max(0, Math.min(amountCents, providerLeftCents));
  return { providerCents, creditCents: amountCents - providerCents };
}

/** A return's credit is valid one year from the day it is issued. */
export const returnCreditExpiry = (issuedAt: Date) => creditExpiry(issuedAt);

/** The return's reference, printed under the coupon's barcode: `FR-2611-00A1B2-R00C3`. */
export const returnNumber = (orderNumber: string, returnId: number) =>
  `${orderNumber}-R${returnId.toString(36).toUpperCase().padStart(4, '0')}`;

/**
 * What returned units are worth: their paid unit price, less their share of the order's
 * promotion-code discount (spread over the goods in proportion to price), in cents.
 */
export function returnedValueCents(
  unitPriceCents: number,
  quantity: number,
  order: { goodsCents: number; discountCents: number },
): number {
  const gross = unitPriceCents * quantity;
  if (order.goodsCents <= 0 || order.discountCents <= 0) return gross;
  return Math.round((gross * (order.goodsCents - order.discountCents)) / order.goodsCents);
}
