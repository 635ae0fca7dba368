/**
 * The contact form (customer journey sections 2, 5 and 9), shared by the storefront form and
 * the API so both refuse the same input.
 */
import { orderNumber } from '../checkout/orders';

/** What a shopper writes about; the customer service sorts its inbox by these. */
export const CONTACT_SUBJECTS = [
  'order',
  'delivery',
  'return',
  'payment',
  'product',
  'account',
  'other',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/**
 * Journey sections 5 and 9 say an order id is 1 to 8 digits, but what the shop gives its
 * shoppers (confirmation e-mail, account, bill) is the order number `FR-2612-00001B`
 * (orders.ts `orderNumber`): the form takes either (docs/decisions.md, "contact order
 * reference"). The value is compared trimmed and upper-cased (`normalizeOrderReference`).
 */
export const ORDER_REFERENCE_PATTERN = /^(?:\d{1,8}|[A-Z]{2,3}-\d{4}-[0-9A-Z]{6,8})$/;
/** The longest accepted reference: `INT-2612-0000001B`. */
export const ORDER_REFERENCE_MAX_LENGTH = 17;

/** Long enough to say what is wrong, short enough to stay a message (not a document). */
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

export function isContactSubject(value: unknown): value is ContactSubject {
  return typeof value === 'string' && (CONTACT_SUBJECTS as readonly string[]).includes(value);
}

/** An order number of this store as the form's hint shows it: this month's, a small id. */
export const orderReferenceExample = (storeId: string, now = new Date()) =>
  orderNumber(storeId, now, 47);

/** What a shopper may type around the reference that does not change it: spaces, case. */
export const normalizeOrderReference = (value: string) => value.trim().toUpperCase();

/**
 * 1 to 8 digits (`00012345` kept as typed: ids may be padded) or an order number as printed,
 * once normalised.
 */
export function isValidOrderReference(value: unknown): value is string {
  return typeof value === 'string' && ORDER_REFERENCE_PATTERN.test(normalizeOrderReference(value));
}
