import type { TAddress, TAddressRequest, TCustomerProfile } from '@shop/api-client';
import type { AddressField } from '@shop/domain/address';

/** What the address form edits: text as typed, optional fields as empty strings. */
export interface AddressValues {
  civility: number | null;
  lastName: string;
  firstName: string;
  company: string;
  street: string;
  streetDetails: string;
  zipCode: string;
  city: string;
  countryIsoCode2: string;
  phoneNumber: string;
  label: string;
  default: boolean;
}

/** One message per refused field, in the shopper's language. */
export type AddressErrors = Partial<Record<AddressField, string>>;

/** Civility values (section 3): 1 Mr, 2 Mrs, as the sign-up form sends them. */
export const CIVILITIES = [
  { value: 1, key: 'civilityMr' },
  { value: 2, key: 'civilityMrs' },
] as const;

/**
 * The form's starting values: the address being edited, or a new one with the customer's
 * names and civility and the store's own country.
 */
export function initialAddressValues(
  address: TAddress | null | undefined,
  profile: Pick<TCustomerProfile, 'gender' | 'firstName' | 'lastName'> | null,
  country: string,
  isFirst: boolean,
): AddressValues {
  return {
    civility: address ? address.civility : (profile?.gender ?? null),
    lastName: address ? (address.lastName ?? '') : (profile?.lastName ?? ''),
    firstName: address ? (address.firstName ?? '') : (profile?.firstName ?? ''),
    company: address?.company ?? '',
    street: address?.street ?? '',
    streetDetails: address?.streetDetails ?? '',
    zipCode: address?.zipCode ?? '',
    city: address?.city ?? '',
    countryIsoCode2: address?.countryIsoCode2 ?? country,
    phoneNumber: address?.phoneNumber ?? '',
    label: address?.label ?? '',
    default: address ? Boolean(address.default) : isFirst,
  };
}

const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/** The request the API takes: trimmed text, empty optional fields as null. */
export function addressRequest(values: AddressValues): TAddressRequest {
  return {
    civility: values.civility,
    lastName: values.lastName.trim(),
    firstName: values.firstName.trim(),
    company: optional(values.company),
    street: values.street.trim(),
    streetDetails: optional(values.streetDetails),
    zipCode: values.zipCode.trim(),
    city: values.city.trim(),
    countryIsoCode2: values.countryIsoCode2,
    phoneNumber: values.phoneNumber.trim(),
    label: optional(values.label),
    default: values.default,
  };
}

/** The address as lines of text, for cards and summaries. */
export function addressLines(address: TAddress): string[] {
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  const town = [address.zipCode, address.city].filter(Boolean).join(' ');
  return [
    name,
    address.company,
    address.street,
    address.streetDetails,
    town,
    address.countryName,
  ].filter((line): line is string => Boolean(line));
}

/** The main address first, the others in the book's order. */
export function sortAddresses(addresses: readonly TAddress[]): TAddress[] {
  return [...addresses].sort((a, b) => Number(Boolean(b.default)) - Number(Boolean(a.default)));
}
