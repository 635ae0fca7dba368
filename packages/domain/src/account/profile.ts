import { NAME_MAX_LENGTH, validation, type FieldError, type Validation } from './account';
import { isValidPhone } from '../checkout/address';

/**
 * The account's profile (journey sections 2 and 3: account/modify): names, birthday and phone,
 * checked the same way by the checkout's form and the API. A module of its own: the phone rule
 * brings the phone-number library, which the sign-in rules of ./account do not need.
 */

const blank = (value: string) => value.trim() === '';

/** The earliest birthday the profile takes: older dates are typing mistakes. */
export const BIRTHDAY_MIN = '1900-01-01';

/** A real calendar day written `YYYY-MM-DD` (not 2025-02-30). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export interface ProfileInput {
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD`, or empty when not given. */
  birthday: string;
  /** Empty when not given. */
  phone: string;
}
export type ProfileField = keyof ProfileInput;

/**
 * The profile form (account/modify): both names required; a birthday, when given, a real day
 * between BIRTHDAY_MIN and today; a phone, when given, one that can be dialled in `country`
 * (the customer's main address or the store's country).
 */
export function validateProfile(
  input: ProfileInput,
  { country, today }: { country: string; today: Date },
): Validation<ProfileField> {
  const errors: Partial<Record<ProfileField, FieldError>> = {};
  for (const field of ['firstName', 'lastName'] as const) {
    if (blank(input[field])) errors[field] = 'required';
    else if (input[field].trim().length > NAME_MAX_LENGTH) errors[field] = 'tooLong';
  }
  const birthday = input.birthday.trim();
  if (
    birthday !== '' &&
    (!isCalendarDate(birthday) ||
      birthday < BIRTHDAY_MIN ||
      birthday > today.toISOString().slice(0, 10))
  )
    errors.birthday = 'invalidDate';
  if (input.phone.trim() !== '' && !isValidPhone(country, input.phone))
    errors.phone = 'invalidPhone';
  return validation(errors);
}
