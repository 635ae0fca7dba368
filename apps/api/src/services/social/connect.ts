import type { AuthStrategy } from '@shop/api-client';
import { normalizeEmail } from '@shop/domain/account';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import type { AuthEnv } from '../../env/auth';
import { findCustomerByEmail, isUniqueViolation } from '../security/customers';
import { startSession, type IssuedTokens } from '../security/sessions';
import { ProviderRejectedError, type ProviderIdentity } from './identity';

const COLUMN = {
  apple: customers.appleId,
  facebook: customers.facebook,
  google: customers.googleId,
} as const;
const FIELD = { apple: 'appleId', facebook: 'facebook', google: 'googleId' } as const;
const STRATEGY: Record<ProviderIdentity['provider'], AuthStrategy> = {
  apple: 'customApple',
  facebook: 'customFacebook',
  google: 'customGoogle',
};

async function findOrCreateCustomer(db: Db, identity: ProviderIdentity): Promise<number> {
  const column = COLUMN[identity.provider];
  const [linked] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(column, identity.subject));
  if (linked) return linked.id;
  const email = identity.email ? normalizeEmail(identity.email) : null;
  if (!email || !identity.emailVerified)
    throw new ProviderRejectedError(identity.provider, 'no verified e-mail to open an account');
  const existing = await findCustomerByEmail(db, email);
  if (existing) {
    // A verified address proves the same person: the provider joins the existing account.
    await db
      .update(customers)
      .set({ [FIELD[identity.provider]]: identity.subject, updatedAt: new Date() })
      .where(eq(customers.id, existing.id));
    return existing.id;
  }
  const [created] = await db
    .insert(customers)
    .values({
      email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      [FIELD[identity.provider]]: identity.subject,
    })
    .returning({ id: customers.id });
  return created!.id;
}

/** A verified provider identity to a session, linking or creating the customer. */
export async function connectWithProvider(
  db: Db,
  jwt: AuthEnv['jwt'],
  identity: ProviderIdentity,
): Promise<IssuedTokens> {
  let customerId: number;
  try {
    customerId = await findOrCreateCustomer(db, identity);
  } catch (error) {
    // Two first sign-ins at once: the other one created the row, so this lookup finds it.
    if (!isUniqueViolation(error)) throw error;
    customerId = await findOrCreateCustomer(db, identity);
  }
  return startSession(db, jwt, customerId, STRATEGY[identity.provider]);
}
