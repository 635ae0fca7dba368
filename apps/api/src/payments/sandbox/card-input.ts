/**
 * The hosted card form's rules: holder, number (Luhn), expiry (MM/YY, not past) and security
 * code (3 or 4 digits). Errors are keys of `payment.hosted.errors`.
 */

export type CardField = 'holder' | 'number' | 'expiry' | 'cvc';
export type CardFieldError =
  | 'holderRequired'
  | 'numberRequired'
  | 'numberInvalid'
  | 'expiryRequired'
  | 'expiryFormat'
  | 'expiryPast'
  | 'cvcRequired'
  | 'cvcInvalid';

export interface CardDetails {
  holder: string;
  /** Digits only. Lives in memory for the request; never stored nor logged. */
  number: string;
  expMonth: number;
  expYear: number;
}

export type CardFormResult =
  | { ok: true; card: CardDetails }
  | { ok: false; errors: Partial<Record<CardField, CardFieldError>> };

export const HOLDER_MAX_LENGTH = 100;

/** The Luhn sum of a string of digits, the check digit counted as the last one. */
function luhnSum(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum;
}

export function luhnValid(digits: string): boolean {
  return /^\d+$/.test(digits) && luhnSum(digits) % 10 === 0;
}

/** `partial` followed by the digit that makes it pass the Luhn check. */
export function withCheckDigit(partial: string): string {
  return `${partial}${(10 - (luhnSum(`${partial}0`) % 10)) % 10}`;
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

function readExpiry(value: string, now: Date) {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return { error: 'expiryFormat' as const };
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  // A card is good until the end of its expiry month.
  if (year * 12 + month - 1 < thisMonth) return { error: 'expiryPast' as const };
  return { month, year };
}

export function readCardForm(form: Record<string, unknown>, now = new Date()): CardFormResult {
  const text = (name: CardField) => (typeof form[name] === 'string' ? form[name].trim() : '');
  const errors: Partial<Record<CardField, CardFieldError>> = {};
  const holder = text('holder').slice(0, HOLDER_MAX_LENGTH);
  if (!holder) errors.holder = 'holderRequired';
  const number = text('number').replace(/[\s-]/g, '');
  if (!number) errors.number = 'numberRequired';
  else if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) errors.number = 'numberInvalid';
  const expiryText = text('expiry');
  const expiry = expiryText ? readExpiry(expiryText, now) : { error: 'expiryRequired' as const };
  if ('error' in expiry) errors.expiry = expiry.error;
  const cvc = text('cvc');
  if (!cvc) errors.cvc = 'cvcRequired';
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'cvcInvalid';
  if (Object.keys(errors).length || 'error' in expiry) return { ok: false, errors };
  return { ok: true, card: { holder, number, expMonth: expiry.month, expYear: expiry.year } };
}

/** Whether a card with this expiry can still be charged this month. */
export function isExpired(expMonth: number, expYear: number, now = new Date()): boolean {
  return expYear * 12 + expMonth - 1 < now.getUTCFullYear() * 12 + now.getUTCMonth();
}
