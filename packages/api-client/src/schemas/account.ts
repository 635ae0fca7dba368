import { z } from 'zod';
import { zText } from './text';

/** The signed-in customer (journey section 3): GET /secure/account/profile/v2. */
export const ZCustomerProfile = z.object({
  id: z.number().int().positive(),
  /** The civility, sent as gender. */
  gender: z.number().int().nullable(),
  lastName: zText(),
  firstName: zText(),
  birthday: z.iso.date().nullable(),
  email: zText(),
  /** The profile's phone (account/modify), in international form; null when not given. */
  phone: zText().nullable(),
  status: z.number().int(),
  roles: z.array(zText()),
  /** The scopes of the access token the profile was read with. */
  scope: z.array(zText()),
  newsletter: z.boolean(),
  facebook: zText().nullable(),
  appleId: zText().nullable(),
  googleId: zText().nullable(),
});

/** An address of the address book; every field is null when absent (section 3). */
export const ZAddress = z.object({
  id: z.number().int().positive(),
  label: zText().nullable(),
  civility: z.number().int().nullable(),
  lastName: zText().nullable(),
  firstName: zText().nullable(),
  street: zText().nullable(),
  streetDetails: zText().nullable(),
  zipCode: zText().nullable(),
  city: zText().nullable(),
  state: zText().nullable(),
  countryIsoCode2: zText().nullable(),
  countryName: zText().nullable(),
  activeCountry: z.boolean().nullable(),
  phoneNumber: zText().nullable(),
  company: zText().nullable(),
  default: z.boolean().nullable(),
});

/** GET /secure/account/addresses. */
export const ZAddresses = z.array(ZAddress);

export type TCustomerProfile = z.infer<typeof ZCustomerProfile>;
export type TAddress = z.infer<typeof ZAddress>;
export type TAddresses = z.infer<typeof ZAddresses>;
