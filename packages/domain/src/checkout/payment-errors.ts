/**
 * The card provider error codes of journey section 8 and the message each one maps to (the
 * `payment.errors.<key>` texts of @shop/i18n). The API and the checkout read this one list.
 *
 * The spec names the ranges 4000001 to 4000012 and 4010101 to 4010312 without the codes in
 * between; we enumerate the second as three families of twelve, by what went wrong:
 * - 4000001-4000012: the card itself (refused, funds, number, expiry, security code...);
 * - 4010101-4010112: the issuing bank's refusals (do not honour, call your bank...);
 * - 4010201-4010212: authentication and approval (3-D Secure, PayPal, cancellation);
 * - 4010301-4010312: processing (bank or service unreachable, amounts, duplicates...).
 */

export const PAYMENT_ERRORS = [
  { code: '4000001', key: 'refused' },
  { code: '4000002', key: 'insufficientFunds' },
  { code: '4000003', key: 'invalidNumber' },
  { code: '4000004', key: 'expiredCard' },
  { code: '4000005', key: 'wrongSecurityCode' },
  { code: '4000006', key: 'cardBlocked' },
  { code: '4000007', key: 'fraudSuspected' },
  { code: '4000008', key: 'threeDSecureRequired' },
  { code: '4000009', key: 'limitExceeded' },
  { code: '4000010', key: 'cardNotSupported' },
  { code: '4000011', key: 'invalidExpiry' },
  { code: '4000012', key: 'lostOrStolen' },

  { code: '4010101', key: 'doNotHonor' },
  { code: '4010102', key: 'callIssuer' },
  { code: '4010103', key: 'cardWithdrawn' },
  { code: '4010104', key: 'restrictedCard' },
  { code: '4010105', key: 'transactionNotAllowed' },
  { code: '4010106', key: 'invalidAccount' },
  { code: '4010107', key: 'accountClosed' },
  { code: '4010108', key: 'newCardIssued' },
  { code: '4010109', key: 'pinTriesExceeded' },
  { code: '4010110', key: 'authorizationRevoked' },
  { code: '4010111', key: 'tooManyAttempts' },
  { code: '4010112', key: 'currencyNotSupported' },

  { code: '4010201', key: 'authenticationFailed' },
  { code: '4010202', key: 'authenticationUnavailable' },
  { code: '4010203', key: 'authenticationRejected' },
  { code: '4010204', key: 'authenticationAbandoned' },
  { code: '4010205', key: 'authenticationTimeout' },
  { code: '4010206', key: 'notEnrolled' },
  { code: '4010207', key: 'authenticationError' },
  { code: '4010208', key: 'cancelled' },
  { code: '4010209', key: 'paypalRefused' },
  { code: '4010210', key: 'installmentsRefused' },
  { code: '4010211', key: 'approvalExpired' },
  { code: '4010212', key: 'paypalUnavailable' },

  { code: '4010301', key: 'processingError' },
  { code: '4010302', key: 'issuerUnavailable' },
  { code: '4010303', key: 'tryAgainLater' },
  { code: '4010304', key: 'duplicatePayment' },
  { code: '4010305', key: 'invalidAmount' },
  { code: '4010306', key: 'amountTooSmall' },
  { code: '4010307', key: 'amountTooLarge' },
  { code: '4010308', key: 'reenterCard' },
  { code: '4010309', key: 'cardNotAccepted' },
  { code: '4010310', key: 'testCardsOnly' },
  { code: '4010311', key: 'serviceUnavailable' },
  { code: '4010312', key: 'unknownError' },
] as const;

export type PaymentErrorCode = (typeof PAYMENT_ERRORS)[number]['code'];
export type PaymentErrorKey = (typeof PAYMENT_ERRORS)[number]['key'];

export const PAYMENT_ERROR_CODES: readonly PaymentErrorCode[] = PAYMENT_ERRORS.map(
  (error) => error.code,
);

/** A plain refusal without a reason (the 4000 0000 0000 0002 test card). */
export const GENERIC_REFUSAL_CODE: PaymentErrorCode = '4000001';
/** The bank asked for 3-D Secure and the shopper did not pass it. */
export const THREE_D_SECURE_CODE: PaymentErrorCode = '4000008';
/** The shopper cancelled on the provider's page (PayPal, the card form). */
export const CANCELLED_CODE: PaymentErrorCode = '4010208';
/** Anything the provider reports without one of our codes. */
export const UNKNOWN_ERROR_CODE: PaymentErrorCode = '4010312';

const KEYS = new Map<string, PaymentErrorKey>(PAYMENT_ERRORS.map((e) => [e.code, e.key]));

export function isPaymentErrorCode(value: unknown): value is PaymentErrorCode {
  return typeof value === 'string' && KEYS.has(value);
}

/**
 * The i18n key of a code's message (`payment.errors.insufficientFunds`); a code outside the
 * list reads as the unknown error rather than as nothing.
 */
export function paymentErrorMessageKey(code: string): `payment.errors.${PaymentErrorKey}` {
  return `payment.errors.${KEYS.get(code) ?? 'unknownError'}`;
}
