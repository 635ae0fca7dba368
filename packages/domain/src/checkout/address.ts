import {
  isValidPhoneNumber,
  parsePhoneNumberWithError,
  type CountryCode,
} from 'libphonenumber-js/min';

/**
 * Address rules of the customer journey (sections 3 and 5), shared by the address form of the
 * checkout, the account's address book and the API so all three refuse the same input.
 */

export const ADDRESS_TEXT_MAX_LENGTH = 100;
export const ADDRESS_LABEL_MAX_LENGTH = 50;
/** Addresses one customer may keep: the book is for real places, not a dump. */
export const ADDRESS_BOOK_MAX = 30;

/** What the form sends. Civility: 1 Mr, 2 Mrs (the sign-up form's values). */
export interface AddressInput {
  label?: string | null;
  civility: number | null;
  lastName: string;
  firstName: string;
  street: string;
  streetDetails?: string | null;
  zipCode: string;
  city: string;
  state?: string | null;
  countryIsoCode2: string;
  phoneNumber: string;
  company?: string | null;
}

export type AddressField = keyof AddressInput;

/** Section 5: each of these has its own required message. */
export const REQUIRED_ADDRESS_FIELDS = [
  'civility',
  'lastName',
  'firstName',
  'street',
  'city',
  'zipCode',
  'phoneNumber',
] as const satisfies readonly AddressField[];

export type AddressFieldError =
  'required' | 'tooLong' | 'invalidZipCode' | 'invalidPhone' | 'countryNotDeliverable';

/**
 * Postcode formats of the countries the shop knows. A country missing here takes any
 * non-empty postcode of letters, digits, spaces and hyphens.
 */
export const ZIP_CODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  FR: /^\d{5}$/,
  BE: /^\d{4}$/,
  ES: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/,
  IT: /^\d{5}$/,
  DE: /^\d{5}$/,
  NL: /^\d{4} ?[A-Z]{2}$/,
  LU: /^(?:L-?)?\d{4}$/,
  PT: /^\d{4}-\d{3}$/,
  AT: /^\d{4}$/,
  IE: /^[AC-FHKNPRTV-Y]\d[0-9W] ?[0-9AC-FHKNPRTV-Y]{4}$/,
  CH: /^\d{4}$/,
  GB: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/,
};

/** An example postcode per country, for the form's hint. */
export const ZIP_CODE_EXAMPLES: Readonly<Record<string, string>> = {
  FR: '75011',
  BE: '1000',
  ES: '28013',
  IT: '20121',
  DE: '10115',
  NL: '1012 AB',
  LU: '1111',
  PT: '1100-148',
  AT: '1010',
  IE: 'D02 X285',
  CH: '8001',
  GB: 'SW1A 1AA',
};

const GENERIC_ZIP = /^[A-Z0-9][A-Z0-9 -]{1,9}$/;

/** Postcodes are compared in capitals without surrounding spaces. */
export function normalizeZipCode(zipCode: string): string {
  return zipCode.trim().toUpperCase().replace(/\s+/g, ' ');
}

export function isValidZipCode(countryIsoCode2: string, zipCode: string): boolean {
  const pattern = ZIP_CODE_PATTERNS[countryIsoCode2.toUpperCase()] ?? GENERIC_ZIP;
  return pattern.test(normalizeZipCode(zipCode));
}

/** A phone number that can be dialled in the address's country (national or international form). */
export function isValidPhone(countryIsoCode2: string, phone: string): boolean {
  const trimmed = phone.trim();
  if (!/^[+\d][\d\s().-]{5,24}$/.test(trimmed)) return false;
  try {
    return isValidPhoneNumber(trimmed, countryIsoCode2.toUpperCase() as CountryCode);
  } catch {
    return false;
  }
}

/** The number in international form (+33 6 12 34 56 78), as the address book keeps it. */
export function normalizePhone(countryIsoCode2: string, phone: string): string {
  try {
    return parsePhoneNumberWithError(
      phone.trim(),
      countryIsoCode2.toUpperCase() as CountryCode,
    ).formatInternational();
  } catch {
    return phone.trim();
  }
}

export interface AddressValidation {
  valid: boolean;
  missingRequired: boolean;
  errors: Partial<Record<AddressField, AddressFieldError>>;
}

const blank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * Required fields (section 5), lengths, the postcode and phone formats of the address's
 * country, and the country among those the store delivers (`deliverable`, ISO codes).
 */
export function validateAddress(
  input: AddressInput,
  deliverable: readonly string[],
): AddressValidation {
  const errors: Partial<Record<AddressField, AddressFieldError>> = {};
  for (const field of REQUIRED_ADDRESS_FIELDS) if (blank(input[field])) errors[field] = 'required';
  const country = (input.countryIsoCode2 ?? '').toUpperCase();
  if (blank(country)) errors.countryIsoCode2 = 'required';
  else if (!deliverable.includes(country)) errors.countryIsoCode2 = 'countryNotDeliverable';
  for (const field of [
    'lastName',
    'firstName',
    'street',
    'streetDetails',
    'city',
    'company',
    'state',
  ] as const) {
    const value = input[field];
    if (
      !errors[field] &&
      typeof value === 'string' &&
      value.trim().length > ADDRESS_TEXT_MAX_LENGTH
    )
      errors[field] = 'tooLong';
  }
  if (typeof input.label === 'string' && input.label.trim().length > ADDRESS_LABEL_MAX_LENGTH)
    errors.label = 'tooLong';
  if (!errors.zipCode && !isValidZipCode(country || 'FR', input.zipCode))
    errors.zipCode = 'invalidZipCode';
  if (!errors.phoneNumber && !isValidPhone(country || 'FR', input.phoneNumber))
    errors.phoneNumber = 'invalidPhone';
  const values = Object.values(errors);
  return { valid: values.length === 0, missingRequired: values.includes('required'), errors };
}

/** The message key of a field's error, under `delivery.address.errors.` in @shop/i18n. */
export function addressErrorKey(field: AddressField, error: AddressFieldError): string {
  return error === 'required' ? `${field}Required` : error;
}
