import type { TSignUpRequest } from '@shop/api-client/schemas';
import { normalizeEmail } from '@shop/domain/account';
import type { Store } from '@shop/domain/stores';
import type { Locale } from '@shop/domain/locales';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import type { AuthEnv } from '../../env/auth';
import { composeEmail } from '../email/compose';
import { enqueueEmail } from '../email/outbox';
import type { Limiter } from '../../infra/rate-limit/limiter';
import { clientKey } from '../../infra/rate-limit/client-address';
import { consume, POLICIES } from '../../infra/rate-limit/policies';
import { isUniqueViolation } from './customers';
import { shopLink } from './links';
import { issueOneTimeToken } from './one-time-tokens';
import { hashPassword } from './passwords';
import { startSession, type IssuedTokens } from './sessions';

export class EmailTakenError extends Error {
  constructor() {
    super('An account already exists for this e-mail');
    this.name = 'EmailTakenError';
  }
}

export interface SignUpContext {
  store: Store;
  locale: Locale;
  ip: string;
}

/**
 * Creates the customer and signs them in; the welcome e-mail carries a one-time automatic
 * login link, and is written in the same transaction as the account.
 */
export async function signUp(
  db: Db,
  jwt: AuthEnv['jwt'],
  limiter: Limiter,
  input: TSignUpRequest,
  context: SignUpContext,
): Promise<IssuedTokens> {
  const email = normalizeEmail(input.email);
  await consume(limiter, [
    { policy: POLICIES.signUpPerIdentifier, value: email },
    { policy: POLICIES.signUpPerIp, value: clientKey(context.ip) },
  ]);
  const passwordHash = await hashPassword(input.password);
  let customerId: number;
  try {
    customerId = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customers)
        .values({
          civility: input.civility ?? null,
          lastName: input.lastName,
          firstName: input.firstName,
          email,
          birthday: input.birthday ?? null,
          newsletter: input.newsletter ?? false,
          passwordHash,
        })
        .returning({ id: customers.id });
      const token = await issueOneTimeToken(tx, row!.id, 'autoconnect');
      const link = shopLink(context.store, context.locale, `/autoconnect/${token}`);
      await enqueueEmail(
        tx,
        composeEmail('welcome', context.locale, email, { firstName: input.firstName, link }),
      );
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new EmailTakenError();
    throw error;
  }
  return startSession(db, jwt, customerId, 'customLocal');
}
