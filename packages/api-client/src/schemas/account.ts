import { z } from 'zod';

/** The signed-in customer (journey section 3): GET /secure/account/profile/v2. */
export const ZCustomerProfile = z.object({
  id: z.number().int().positive(),
  /** The civility, sent as gender. */
  gender: z.number().int().nullable(),
  lastName: z.string(),
  firstName: z.string(),
  birthday: z.iso.date().nullable(),
  email: z.string(),
  /** The profile's phone (account/modify), in international form; null when not given. */
  phone: z.string().nullable(),
  status: z.number().int(),
  roles: z.array(z.string()),
  /** The scopes of the access token the profile was read with. */
  scope: z.array(z.string()),
  newsletter: z.boolean(),
  facebook: z.string().nullable(),
  appleId: z.string().nullable(),
  googleId: z.string().nullable(),
});

/** An address of the address book; every field is null when absent (section 3). */
export const ZAddress = z.object({
  id: z.number().int().positive(),
  label: z.string().nullable(),
  civility: z.number().int().nullable(),
  lastName: z.string().nullable(),
  firstName: z.string().nullable(),
  street: z.string().nullable(),
  streetDetails: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  countryIsoCode2: z.string().nullable(),
  countryName: z.string().nullable(),
  activeCountry: z.boolean().nullable(),
  phoneNumber: z.string().nullable(),
  company: z.string().nullable(),
  default: z.boolean().nullable(),
});

/** GET /secure/account/addresses. */
export const ZAddresses = z.array(ZAddress);

export type TCustomerProfile = z.infer<typeof ZCustomerProfile>;
export type TAddress = z.infer<typeof ZAddress>;
export type TAddresses = z.infer<typeof ZAddresses>;
