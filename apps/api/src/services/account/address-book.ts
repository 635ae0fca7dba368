import type { TAddress, TAddressRequest, TAddressUpdateRequest } from '@shop/api-client/schemas';
import { checkAddress } from '@shop/api-client/schemas';
import {
  ADDRESS_BOOK_MAX,
  normalizePhone,
  normalizeZipCode,
  type AddressValidation,
} from '@shop/domain/address';
import type { Locale } from '@shop/domain/locales';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customerAddresses, customers } from '../../db/schema';
import { findAddress } from './address-view';

export type AddressRefusal = 'invalid' | 'not_found' | 'last_address' | 'too_many';

/** A refused write of the address book; the route maps the reason to a status and message. */
export class AddressRefusedError extends Error {
  constructor(
    readonly reason: AddressRefusal,
    readonly validation?: AddressValidation,
  ) {
    super(reason);
    this.name = 'AddressRefusedError';
  }
}

export interface AddressBookContext {
  locale: Locale;
  /** The store's deliverable countries: an address elsewhere is refused. */
  deliverable: readonly string[];
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const clean = (value: string | null | undefined) => value?.trim() || null;

/** The columns of a valid address, phone in international form and postcode in capitals. */
function toColumns(input: TAddressRequest, deliverable: readonly string[]) {
  const validation = checkAddress(input, deliverable);
  if (!validation.valid) throw new AddressRefusedError('invalid', validation);
  const country = input.countryIsoCode2.trim().toUpperCase();
  return {
    label: clean(input.label),
    civility: input.civility,
    lastName: clean(input.lastName),
    firstName: clean(input.firstName),
    street: clean(input.street),
    streetDetails: clean(input.streetDetails),
    zipCode: normalizeZipCode(input.zipCode),
    city: clean(input.city),
    state: clean(input.state),
    countryIsoCode2: country,
    phoneNumber: normalizePhone(country, input.phoneNumber),
    company: clean(input.company),
  };
}

/**
 * Runs `write` with the customer's row locked: the address writes of one customer go one at
 * a time, so "first address is default" and "one default" hold under concurrent requests
 * (the partial unique index would otherwise turn the race into an error).
 */
function withBookLocked<T>(db: Db, customerId: number, write: (tx: Tx) => Promise<T>) {
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    if (!customer) throw new AddressRefusedError('not_found');
    return write(tx);
  });
}

const unsetDefault = (tx: Tx, customerId: number) =>
  tx
    .update(customerAddresses)
    .set({ isDefault: false })
    .where(
      and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.isDefault, true)),
    );

async function bookSize(tx: Tx, customerId: number): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId));
  return row?.value ?? 0;
}

async function answer(db: Db, customerId: number, id: number, context: AddressBookContext) {
  const address = await findAddress(db, customerId, id, context.locale, context.deliverable);
  if (!address) throw new AddressRefusedError('not_found');
  return address;
}

/** POST: the first address, or one sent with `default: true`, becomes the default. */
export async function createAddress(
  db: Db,
  customerId: number,
  input: TAddressRequest,
  context: AddressBookContext,
): Promise<TAddress> {
  const columns = toColumns(input, context.deliverable);
  const id = await withBookLocked(db, customerId, async (tx) => {
    const size = await bookSize(tx, customerId);
    if (size >= ADDRESS_BOOK_MAX) throw new AddressRefusedError('too_many');
    const isDefault = size === 0 || input.default === true;
    if (isDefault) await unsetDefault(tx, customerId);
    const [row] = await tx
      .insert(customerAddresses)
      .values({ ...columns, customerId, isDefault })
      .returning({ id: customerAddresses.id });
    return row!.id;
  });
  return answer(db, customerId, id, context);
}

/**
 * PATCH: the whole address is replaced. `default: true` moves the default here; the default
 * address stays the default whatever else is sent, since a book always has one.
 */
export async function updateAddress(
  db: Db,
  customerId: number,
  input: TAddressUpdateRequest,
  context: AddressBookContext,
): Promise<TAddress> {
  const columns = toColumns(input, context.deliverable);
  await withBookLocked(db, customerId, async (tx) => {
    const [existing] = await tx
      .select({ isDefault: customerAddresses.isDefault })
      .from(customerAddresses)
      .where(and(eq(customerAddresses.id, input.id), eq(customerAddresses.customerId, customerId)));
    if (!existing) throw new AddressRefusedError('not_found');
    const makeDefault = input.default === true && !existing.isDefault;
    if (makeDefault) await unsetDefault(tx, customerId);
    await tx
      .update(customerAddresses)
      .set({ ...columns, isDefault: existing.isDefault || makeDefault })
      .where(eq(customerAddresses.id, input.id));
  });
  return answer(db, customerId, input.id, context);
}

/** DELETE: never the last address; deleting the default makes the oldest remaining one it. */
export async function deleteAddress(db: Db, customerId: number, addressId: number): Promise<void> {
  await withBookLocked(db, customerId, async (tx) => {
    const [existing] = await tx
      .select({ isDefault: customerAddresses.isDefault })
      .from(customerAddresses)
      .where(
        and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)),
      );
    if (!existing) throw new AddressRefusedError('not_found');
    if ((await bookSize(tx, customerId)) <= 1) throw new AddressRefusedError('last_address');
    await tx.delete(customerAddresses).where(eq(customerAddresses.id, addressId));
    if (!existing.isDefault) return;
    const [oldest] = await tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(and(eq(customerAddresses.customerId, customerId), ne(customerAddresses.id, addressId)))
      .orderBy(asc(customerAddresses.createdAt), asc(customerAddresses.id))
      .limit(1);
    if (oldest)
      await tx
        .update(customerAddresses)
        .set({ isDefault: true })
        .where(eq(customerAddresses.id, oldest.id));
  });
}
