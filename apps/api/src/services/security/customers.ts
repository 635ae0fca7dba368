import type { TCustomerProfile } from '@shop/api-client/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';

export type CustomerRow = typeof customers.$inferSelect;

export async function findCustomerByEmail(db: Db, email: string): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.email, email));
  return row ?? null;
}

export async function findCustomerById(db: Db, id: number): Promise<CustomerRow | null> {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  return row ?? null;
}

/** Postgres' unique violation: the e-mail (or provider id) is taken, whatever the driver. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The wire profile (section 3): civility goes out as gender, the password never. */
export function toProfile(row: CustomerRow, scope: string[]): TCustomerProfile {
  return {
    id: row.id,
    gender: row.civility,
    lastName: row.lastName,
    firstName: row.firstName,
    birthday: row.birthday,
    email: row.email,
    phone: row.phone,
    status: row.status,
    roles: row.roles,
    scope,
    newsletter: row.newsletter,
    facebook: row.facebook,
    appleId: row.appleId,
    googleId: row.googleId,
  };
}
