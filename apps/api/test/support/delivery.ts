import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import * as t from '../../src/db/schema';

/** A valid French address of the form; each test overrides what it checks. */
export const frenchAddress = (overrides: Record<string, unknown> = {}) => ({
  civility: 1,
  lastName: 'Martin',
  firstName: 'Paul',
  street: '12 rue de la Paix',
  zipCode: '75002',
  city: 'Paris',
  countryIsoCode2: 'FR',
  phoneNumber: '06 12 34 56 78',
  ...overrides,
});

export const spanishAddress = (overrides: Record<string, unknown> = {}) =>
  frenchAddress({
    street: 'Calle Mayor 5',
    zipCode: '28013',
    city: 'Madrid',
    countryIsoCode2: 'ES',
    phoneNumber: '612 34 56 78',
    ...overrides,
  });

export interface Parcel {
  productId: number;
  productSizeId: number;
}

/**
 * A size with plenty of stock, and a product of known weight and French price: the seed's are
 * random. Quantity × weight is then the basket's weight.
 */
export async function knownParcel(
  database: Database,
  { weightGrams, price }: { weightGrams: number; price: string },
): Promise<Parcel> {
  const { db } = database;
  const [size] = await db.select().from(t.productSizes).orderBy(t.productSizes.id).limit(1);
  await db.update(t.productSizes).set({ stock: 500 }).where(eq(t.productSizes.id, size!.id));
  await db.update(t.products).set({ weightGrams }).where(eq(t.products.id, size!.productId));
  await db
    .update(t.productPrices)
    .set({ price, originalPrice: price })
    .where(eq(t.productPrices.productId, size!.productId));
  return { productId: size!.productId, productSizeId: size!.id };
}

export const items = (parcel: Parcel, quantity: number) => [{ ...parcel, quantity }];
