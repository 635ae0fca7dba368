/**
 * The contact form (customer journey sections 2, 5 and 9), shared by the storefront form and
 * the API so both refuse the same input.
 */

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

/** Journey sections 5 and 9: an order id is 1 to 8 digits. */
export const ORDER_ID_PATTERN = /^\d{1,8}$/;
export const ORDER_ID_MAX_LENGTH = 8;

/** Long enough to say what is wrong, short enough to stay a message (not a document). */
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

export function isContactSubject(value: unknown): value is ContactSubject {
  return typeof value === 'string' && (CONTACT_SUBJECTS as readonly string[]).includes(value);
}

/** Digits only, 1 to 8 of them: `00012345` is kept as typed (order numbers may be padded). */
export function isValidOrderId(value: unknown): value is string {
  return typeof value === 'string' && ORDER_ID_PATTERN.test(value);
}
