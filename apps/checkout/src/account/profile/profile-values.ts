import type { TAddress, TCustomerProfile, TProfileUpdate } from '@shop/api-client';
import type { ProfileInput } from '@shop/domain/profile';
import type { StoreId } from '@shop/domain/stores';

/** What the profile form edits: text as typed, empty for what is not given. */
export interface ProfileValues extends ProfileInput {
  gender: number | null;
}

export function profileValues(profile: TCustomerProfile): ProfileValues {
  return {
    gender: profile.gender,
    firstName: profile.firstName,
    lastName: profile.lastName,
    birthday: profile.birthday ?? '',
    phone: profile.phone ?? '',
  };
}

const optional = (value: string) => (value.trim() === '' ? null : value.trim());

/** The PATCH body: trimmed names, empty optional fields as null (cleared). */
export function profileUpdate(values: ProfileValues): TProfileUpdate {
  return {
    gender: values.gender,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    birthday: optional(values.birthday),
    phone: optional(values.phone),
  };
}

/**
 * The country a phone typed in national form is read in: the main address's, else the
 * store's; the international store has none, so the main store's stands in (a number in
 * international form is read the same whatever the country).
 */
export function phoneCountry(addresses: readonly TAddress[], storeId: StoreId): string {
  const main = addresses.find((address) => address.default) ?? addresses[0];
  if (main?.countryIsoCode2) return main.countryIsoCode2;
  return storeId === 'int' ? 'FR' : storeId.toUpperCase();
}
