import type { TProfileUpdate } from '@shop/api-client/schemas';
import type { FieldError } from '@shop/domain/account';
import { normalizePhone } from '@shop/domain/address';
import type { Locale } from '@shop/domain/locales';
import { validateProfile, type ProfileField } from '@shop/domain/profile';
import type { Store } from '@shop/domain/stores';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerAddresses, customers } from '../../db/schema';
import { signedInCustomer } from '../security/confirm-password';
import type { CustomerRow } from '../security/customers';
import { subscribe, unsubscribe } from '../shopper/newsletter';

/** A field the profile rules refuse; the route names it in a 400. */
export class ProfileRefusedError extends Error {
  constructor(
    readonly field: ProfileField,
    readonly error: FieldError,
  ) {
    super(`${field}: ${error}`);
    this.name = 'ProfileRefusedError';
  }
}

export interface ProfileContext {
  store: Store;
  locale: Locale;
  now: Date;
}

/**
 * Where the profile's phone is dialled: the country of the main address, else the store's
 * (the international store has none of its own: French numbers, or any in +… form).
 */
async function phoneCountry(db: Db, customerId: number, store: Store): Promise<string> {
  const [main] = await db
    .select({ country: customerAddresses.countryIsoCode2 })
    .from(customerAddresses)
    .where(
      and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true)),
    );
  if (main?.country) return main.country;
  return /^[a-z]{2}$/i.test(store.countryCode) ? store.countryCode.toUpperCase() : 'FR';
}

const FIELDS: readonly ProfileField[] = ['firstName', 'lastName', 'birthday', 'phone'];

/**
 * PATCH /secure/account/profile: only the fields sent change, each checked with the profile
 * form's rules (@shop/domain/profile). The newsletter switch goes through the newsletter's own
 * subscribe and unsubscribe, so the footer form, the profile and the mailing list agree.
 */
export async function updateProfile(
  db: Db,
  customerId: number,
  patch: TProfileUpdate,
  context: ProfileContext,
): Promise<CustomerRow> {
  const customer = await signedInCustomer(db, customerId);
  const country = await phoneCountry(db, customerId, context.store);
  // Fields not sent are not judged: an old value never blocks changing another one.
  const { errors } = validateProfile(
    {
      firstName: patch.firstName ?? customer.firstName,
      lastName: patch.lastName ?? customer.lastName,
      birthday: patch.birthday ?? '',
      phone: patch.phone ?? '',
    },
    { country, today: context.now },
  );
  const refused = FIELDS.find((field) => field in patch && errors[field]);
  if (refused) throw new ProfileRefusedError(refused, errors[refused]!);

  const changes: Partial<typeof customers.$inferInsert> = {};
  if (patch.gender !== undefined) changes.civility = patch.gender;
  if (patch.firstName !== undefined) changes.firstName = patch.firstName;
  if (patch.lastName !== undefined) changes.lastName = patch.lastName;
  if (patch.birthday !== undefined) changes.birthday = patch.birthday;
  if (patch.phone !== undefined)
    changes.phone = patch.phone?.trim() ? normalizePhone(country, patch.phone) : null;
  if (Object.keys(changes).length > 0)
    await db
      .update(customers)
      .set({ ...changes, updatedAt: context.now })
      .where(eq(customers.id, customerId));

  if (patch.newsletter !== undefined) {
    const where = { storeId: context.store.id, locale: context.locale };
    if (patch.newsletter) await subscribe(db, customer.email, where);
    else await unsubscribe(db, customer.email);
  }
  return signedInCustomer(db, customerId);
}
