import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens } from '../../src/db/schema';
import { tokenHash } from '../../src/services/security/secrets';
import { freshApi, newCustomer } from '../support/identity';

// Finding 10 of issue 19: two tabs refreshing the same token signed the shopper out.
const suite = freshApi();
const { signUp, refresh, profile } = suite;

describe('refresh of a just-spent token (issue 19, finding 10)', () => {
  it('keeps two tabs refreshing at once signed in, each with tokens of its own', async () => {
    const session = (await signUp(newCustomer())).body;
    const [tabA, tabB] = await Promise.all([
      refresh(session.refresh_token),
      refresh(session.refresh_token),
    ]);
    expect([tabA.status, tabB.status]).toEqual([200, 200]);
    expect(tabA.body.refresh_token).not.toBe(tabB.body.refresh_token);
    for (const tab of [tabA, tabB]) {
      expect((await profile(tab.body.token)).status).toBe(200);
      expect((await refresh(tab.body.refresh_token)).status).toBe(200);
    }
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
