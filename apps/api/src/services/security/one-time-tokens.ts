import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oneTimeTokens } from '../../db/schema';
import { randomToken, tokenHash } from './secrets';

export type OneTimePurpose = 'password_reset' | 'autoconnect';

/** Reset links live 1 hour (spec of issue 7); automatic-login links 24 hours. */
export const ONE_TIME_TTL_MS: Record<OneTimePurpose, number> = {
  password_reset: 60 * 60 * 1000,
  autoconnect: 24 * 60 * 60 * 1000,
};

/**
 * A new 256-bit token; the customer's earlier unused tokens of the same purpose die with it,
 * so only the latest e-mail works.
 */
export async function issueOneTimeToken(
  db: Db,
  customerId: number,
  purpose: OneTimePurpose,
  now = new Date(),
): Promise<string> {
  const token = randomToken();
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.customerId, customerId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
  await db.insert(oneTimeTokens).values({
    tokenHash: tokenHash(token),
    customerId,
    purpose,
    expiresAt: new Date(now.getTime() + ONE_TIME_TTL_MS[purpose]),
  });
  return token;
}

/**
 * Every unused link of the customer dies (after a password change): a reset or automatic-login
 * link sent before cannot open the account behind the new password.
 */
export async function revokeOneTimeTokens(db: Db, customerId: number, now = new Date()) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.customerId, customerId), isNull(oneTimeTokens.usedAt)));
}

/** Spends a valid token in one conditional update: it works once, then never again. */
export async function consumeOneTimeToken(
  db: Db,
  token: string,
  purpose: OneTimePurpose,
): Promise<number | null> {
  const now = new Date();
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ customerId: oneTimeTokens.customerId });
  return row?.customerId ?? null;
}
