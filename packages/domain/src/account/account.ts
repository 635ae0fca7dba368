/**
 * Sign-in, sign-up and password rules of the customer journey (sections 2, 5 and 9), shared by
 * the checkout forms and the API so both refuse the same input.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** Hashing cost grows with the input: a generous cap keeps it bounded. */
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;

/** Spec section 9: the session cookie lives 20 days. */
export const SESSION_MAX_AGE_S = 1_728_000;

// One @, no spaces, a dot in the domain with a non-empty label on each side: what the forms
// mean by "well formed", without pretending to implement RFC 5322.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: unknown): email is string {
  if (typeof email !== 'string') return false;
  const trimmed = email.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL.test(trimmed);
}

/** At least 8 characters with at least one letter and one digit. */
export function isValidPassword(password: unknown): password is string {
  return (
    typeof password === 'string' &&
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /\p{L}/u.test(password) &&
    /\p{Nd}/u.test(password)
  );
}

export type FieldError =
  | 'required'
  | 'invalidEmail'
  | 'invalidPassword'
  | 'tooLong'
  | 'mismatch'
  | 'samePassword'
  | 'invalidDate'
  | 'invalidPhone';

export interface Validation<F extends string> {
  valid: boolean;
  /** Some required field is empty: the form shows the spec's "complete every field" line. */
  missingRequired: boolean;
  errors: Partial<Record<F, FieldError>>;
}

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** The validation of a form from its field errors. */
export function validation<F extends string>(
  errors: Partial<Record<F, FieldError>>,
): Validation<F> {
  const values = Object.values(errors);
  return {
    valid: values.length === 0,
    missingRequired: values.includes('required'),
    errors,
  };
}

export interface SignUpInput {
  lastName: string;
  firstName: string;
  email: string;
  password: string;
}
export type SignUpField = keyof SignUpInput;

/** lastName, firstName, email and password required; e-mail well formed; password rule. */
export function validateSignUp(input: SignUpInput): Validation<SignUpField> {
  const errors: Partial<Record<SignUpField, FieldError>> = {};
  for (const field of ['lastName', 'firstName'] as const) {
    if (blank(input[field])) errors[field] = 'required';
    else if (input[field].trim().length > NAME_MAX_LENGTH) errors[field] = 'tooLong';
  }
  if (blank(input.email)) errors.email = 'required';
  else if (!isValidEmail(input.email)) errors.email = 'invalidEmail';
  if (blank(input.password)) errors.password = 'required';
  else if (!isValidPassword(input.password)) errors.password = 'invalidPassword';
  return validation(errors);
}

export interface LoginInput {
  username: string;
  password: string;
}
export type LoginField = keyof LoginInput;

/** Login only checks that both fields are filled in (section 5). */
export function validateLogin(input: LoginInput): Validation<LoginField> {
  const errors: Partial<Record<LoginField, FieldError>> = {};
  if (blank(input.username)) errors.username = 'required';
  if (typeof input.password !== 'string' || input.password === '') errors.password = 'required';
  return validation(errors);
}

/** The password-reset request: a valid e-mail ('Adresse e-mail invalide.'). */
export function validateResetRequest(email: string): Validation<'email'> {
  if (blank(email)) return validation({ email: 'required' });
  return validation(isValidEmail(email) ? {} : { email: 'invalidEmail' });
}

/** The new password of a reset follows the sign-up rule, typed twice. */
export function validateNewPassword(
  password: string,
  confirmation: string,
): Validation<'password' | 'confirmation'> {
  const errors: Partial<Record<'password' | 'confirmation', FieldError>> = {};
  if (password === '') errors.password = 'required';
  else if (!isValidPassword(password)) errors.password = 'invalidPassword';
  if (confirmation === '') errors.confirmation = 'required';
  else if (confirmation !== password) errors.confirmation = 'mismatch';
  return validation(errors);
}

/** The header's welcome line names the customer by first then last name. */
export function customerDisplayName(customer: { firstName: string; lastName: string }): string {
  return [customer.firstName, customer.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

export interface PasswordChangeInput {
  oldPassword: string;
  newPassword: string;
  confirmation: string;
}
export type PasswordChangeField = keyof PasswordChangeInput;

/**
 * The account's password change (section 5): the old one given, the new one following the
 * password rule, typed twice, and different from the old one.
 */
export function validatePasswordChange(
  input: PasswordChangeInput,
): Validation<PasswordChangeField> {
  const errors: Partial<Record<PasswordChangeField, FieldError>> = {};
  if (input.oldPassword === '') errors.oldPassword = 'required';
  if (input.newPassword === '') errors.newPassword = 'required';
  else if (!isValidPassword(input.newPassword)) errors.newPassword = 'invalidPassword';
  else if (input.newPassword === input.oldPassword) errors.newPassword = 'samePassword';
  if (input.confirmation === '') errors.confirmation = 'required';
  else if (input.confirmation !== input.newPassword) errors.confirmation = 'mismatch';
  return validation(errors);
}
