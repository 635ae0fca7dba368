import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens } from '../../src/db/schema';
import { tokenHash } from '../../src/services/security/secrets';
import { freshApi, newCustomer } from '../support/identity';

// Finding 10 of issue 19: two tabs refreshing the same token signed the shopper out.
// Issue 30: the tab that lost got a chain of its own; a copied token could fork the session.
const suite = freshApi();
const { signUp, refresh, profile } = suite;

/** The refresh tokens of a session not spent yet: one, for a chain that never forked. */
const unspent = async (refreshToken: string) => {
  const { db } = suite.database();
  const [spent] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash(refreshToken)));
  const rows = await db
    .select({ usedAt: refreshTokens.usedAt })
    .from(refreshTokens)
    .where(eq(refreshTokens.sessionId, spent!.sessionId));
  return rows.filter((row) => row.usedAt === null).length;
};

describe('refresh of a just-spent token (issue 19, finding 10; issue 30)', () => {
  it('keeps two tabs refreshing at once signed in, on one chain: the same next token', async () => {
    const session = (await signUp(newCustomer())).body;
    const [tabA, tabB] = await Promise.all([
      refresh(session.refresh_token),
      refresh(session.refresh_token),
    ]);
    expect([tabA.status, tabB.status]).toEqual([200, 200]);
    expect(tabB.body.refresh_token).toBe(tabA.body.refresh_token);
    expect(await unspent(session.refresh_token)).toBe(1);
    for (const tab of [tabA, tabB]) expect((await profile(tab.body.token)).status).toBe(200);
    // Tab A refreshes again; tab B, a moment late with the token they shared, joins it.
    const nextA = await refresh(tabA.body.refresh_token);
    const nextB = await refresh(tabB.body.refresh_token);
    expect([nextA.status, nextB.status]).toEqual([200, 200]);
    expect(nextB.body.refresh_token).toBe(nextA.body.refresh_token);
    // Even the first token, still within its grace, leads to the chain's current token.
    const late = await refresh(session.refresh_token);
    expect(late.status).toBe(200);
    expect(late.body.refresh_token).toBe(nextA.body.refresh_token);
    expect(await unspent(session.refresh_token)).toBe(1);
    expect((await refresh(nextA.body.refresh_token)).status).toBe(200);
  });

  it('still ends the session when a spent token comes back after the grace', async () => {
    const session = (await signUp(newCustomer())).body;
    const next = (await refresh(session.refresh_token)).body;
    await suite
      .database()
      .db.update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 11_000) })
      .where(eq(refreshTokens.tokenHash, tokenHash(session.refresh_token)));
    expect((await refresh(session.refresh_token)).status).toBe(401);
    expect((await profile(next.token)).status).toBe(401);
  });
});
