import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { botCheckSpentChallenges } from '../../db/schema';

/** Remembers used proof-of-work challenges until they expire. */
export interface SpentChallenges {
  /** True the first time a challenge is spent, false on any later use. */
  spend(signature: string, expiresAt: Date): Promise<boolean>;
}

/** In the database, so every API process refuses a challenge another one accepted. */
export function spentChallengesIn(db: Db): SpentChallenges {
  return {
    async spend(signature, expiresAt) {
      // Expired challenges are refused by their signed expiry: their rows can go.
      await db
        .delete(botCheckSpentChallenges)
        .where(lt(botCheckSpentChallenges.expiresAt, new Date()));
      const inserted = await db
        .insert(botCheckSpentChallenges)
        .values({ signature, expiresAt })
        .onConflictDoNothing()
        .returning({ signature: botCheckSpentChallenges.signature });
      return inserted.length === 1;
    },
  };
}
