import { createHmac, randomUUID } from 'node:crypto';
import type { TAuthTokens } from '@shop/api-client/schemas';
import { AUTH_STRATEGIES, DEFAULT_AUTH_STRATEGY, type AuthStrategy } from '@shop/api-client';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authSessions, customers, refreshTokens } from '../../db/schema';
import type { AuthEnv } from '../../env/auth';
import { signAccessToken } from './access-tokens';
import { randomToken, tokenHash } from './secrets';

/**
 * A session is one chain of refresh tokens. Each refresh spends the token and hands out the
 * next; a spent token coming back means it was copied, so the whole chain is revoked. The next
 * token is derived from the spent one with the server's key, so a spent token used again
 * within the grace (two tabs refreshing at once) gets that same next token: the chain never
 * forks, and whoever copied a token gains no second chain of their own.
 */

export const CUSTOMER_SCOPE = ['customer'];

/**
 * A sign-in's tokens: the answer's access token, and the refresh token and strategy the route
 * puts in the HttpOnly refresh cookie (never in the body).
 */
export interface IssuedTokens extends TAuthTokens {
  refresh_token: string;
  strategy: AuthStrategy;
}

/** The token that follows `refreshToken` in its chain (HMAC with a key of this purpose). */
function successorOf(jwt: AuthEnv['jwt'], refreshToken: string): string {
  return createHmac('sha256', `refresh-successor:${jwt.secret}`)
    .update(refreshToken)
    .digest('base64url');
}

async function issueTokens(
  db: Db,
  jwt: AuthEnv['jwt'],
  customerId: number,
  session: { id: string; strategy: AuthStrategy },
  refreshToken = randomToken(),
): Promise<IssuedTokens> {
  // A successor may be stored already (the other tab's refresh): the first row stands.
  await db
    .insert(refreshTokens)
    .values({
      tokenHash: tokenHash(refreshToken),
      sessionId: session.id,
      expiresAt: new Date(Date.now() + jwt.refreshTtlS * 1000),
    })
    .onConflictDoNothing({ target: refreshTokens.tokenHash });
  const token = await signAccessToken(
    { customerId, sessionId: session.id, scope: CUSTOMER_SCOPE },
    jwt,
  );
  return {
    token,
    refresh_token: refreshToken,
    token_type: 'Bearer',
    expires_in: jwt.accessTtlS,
    strategy: session.strategy,
  };
}

export async function startSession(
  db: Db,
  jwt: AuthEnv['jwt'],
  customerId: number,
  strategy: AuthStrategy,
): Promise<IssuedTokens> {
  const sessionId = randomUUID();
  await db.insert(authSessions).values({ id: sessionId, customerId, strategy });
  return issueTokens(db, jwt, customerId, { id: sessionId, strategy });
}

export type RefreshOutcome =
  | { ok: true; tokens: IssuedTokens }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

export async function rotateRefreshToken(
  db: Db,
  jwt: AuthEnv['jwt'],
  refreshToken: string,
): Promise<RefreshOutcome> {
  const hash = tokenHash(refreshToken);
  // Spending is one conditional update: of two concurrent uses, only one gets the row back.
  const [spent] = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt)))
    .returning();
  if (!spent) {
    const [known] = await db
      .select({
        sessionId: refreshTokens.sessionId,
        usedAt: refreshTokens.usedAt,
        expiresAt: refreshTokens.expiresAt,
      })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hash));
    if (!known) return { ok: false, reason: 'unknown' };
    // Two tabs refreshing at once send the same token: the one that lost by milliseconds gets
    // the chain's current token. Later, a spent token coming back was copied.
    if (known.usedAt && Date.now() - known.usedAt.getTime() < REFRESH_GRACE_MS)
      return continueSession(db, jwt, known, await chainHead(db, jwt, refreshToken));
    await revokeSession(db, known.sessionId);
    return { ok: false, reason: 'reused' };
  }
  return continueSession(db, jwt, spent, successorOf(jwt, refreshToken));
}

// Successors walked from a token spent within the grace: a few refreshes in 10 seconds at most.
const MAX_CHAIN_WALK = 5;

/**
 * The first token after `spentToken` that is not spent yet, or spent within the grace too
 * (its own successor is then the answer): what the tab that refreshed first now holds.
 */
async function chainHead(db: Db, jwt: AuthEnv['jwt'], spentToken: string): Promise<string> {
  let token = successorOf(jwt, spentToken);
  for (let step = 1; step < MAX_CHAIN_WALK; step += 1) {
    const [row] = await db
      .select({ usedAt: refreshTokens.usedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash(token)));
    if (!row?.usedAt || Date.now() - row.usedAt.getTime() >= REFRESH_GRACE_MS) return token;
    token = successorOf(jwt, token);
  }
  return token;
}

const isAuthStrategy = (value: string): value is AuthStrategy =>
  (AUTH_STRATEGIES as readonly string[]).includes(value);

/** How long a just-spent refresh token still refreshes its session. */
export const REFRESH_GRACE_MS = 10_000;

async function continueSession(
  db: Db,
  jwt: AuthEnv['jwt'],
  spent: { sessionId: string; expiresAt: Date },
  next: string,
): Promise<RefreshOutcome> {
  const [session] = await db
    .select({
      customerId: authSessions.customerId,
      revokedAt: authSessions.revokedAt,
      strategy: authSessions.strategy,
    })
    .from(authSessions)
    .where(eq(authSessions.id, spent.sessionId));
  if (!session || session.revokedAt) return { ok: false, reason: 'revoked' };
  if (spent.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  const strategy = isAuthStrategy(session.strategy) ? session.strategy : DEFAULT_AUTH_STRATEGY;
  const tokens = await issueTokens(
    db,
    jwt,
    session.customerId,
    { id: spent.sessionId, strategy },
    next,
  );
  return { ok: true, tokens };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** The session a refresh token belongs to, spent or not. */
export async function sessionOfRefreshToken(db: Db, refreshToken: string): Promise<string | null> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash(refreshToken)));
  return row?.sessionId ?? null;
}

/** Every session of a customer ends (after a password reset). */
export async function revokeAllSessions(db: Db, customerId: number): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.customerId, customerId), isNull(authSessions.revokedAt)));
}

/**
 * Every session of a customer but `keep` ends (after a password change): their refresh tokens
 * stop working and their access tokens are refused at once; the current session goes on.
 */
export async function revokeOtherSessions(db: Db, customerId: number, keep: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authSessions.customerId, customerId),
        ne(authSessions.id, keep),
        isNull(authSessions.revokedAt),
      ),
    );
}

/** The access token's session is still open and its customer still exists. */
export async function isSessionActive(
  db: Db,
  sessionId: string,
  customerId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .innerJoin(customers, eq(customers.id, authSessions.customerId))
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.customerId, customerId),
        isNull(authSessions.revokedAt),
      ),
    );
  return row !== undefined;
}
