import { createHmac, randomInt } from 'node:crypto';
import {
  ZAltchaChallenge,
  ZAltchaSolution,
  type TAltchaChallenge,
  type TAltchaSolution,
} from '@shop/api-client/schemas';
import type { BotCheckAction } from '@shop/domain/bot-check';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { BotCheck } from './bot-check';
import type { SpentChallenges } from './spent-challenges';

/**
 * Proof of work (ALTCHA PoW v2): the browser searches the counter whose PBKDF2 key starts with
 * the challenge's prefix. The work, about a second on a laptop, is nothing for one message and
 * a lot for thousands. Challenges are signed, name their action, expire, and are good once.
 */
export const ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per try, and the range of the counter to find (the number of tries). */
const COST = 1000;
const COUNTER_MIN = 1000;
const COUNTER_MAX = 2500;

export interface ProofOfWork extends BotCheck {
  challenge(action: BotCheckAction): Promise<TAltchaChallenge>;
}

export interface ProofOfWorkOptions {
  hmacKey: string;
  challengeTtlS: number;
  spent: SpentChallenges;
  /** Milliseconds since the epoch when challenges are made (tests make expired ones). */
  now?: () => number;
}

const subKey = (key: string, purpose: string) =>
  createHmac('sha256', key).update(purpose).digest('base64url');

function decode(token: string): TAltchaSolution | null {
  try {
    const result = ZAltchaSolution.safeParse(
      JSON.parse(Buffer.from(token, 'base64').toString('utf8')),
    );
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

export function createProofOfWork({
  hmacKey,
  challengeTtlS,
  spent,
  now = Date.now,
}: ProofOfWorkOptions): ProofOfWork {
  // The challenge and the expected key are signed with keys of their own (altcha-lib's
  // deterministic mode): verifying is an HMAC, not a second proof of work on the server.
  const hmacSignatureSecret = subKey(hmacKey, 'altcha:challenge');
  const hmacKeySignatureSecret = subKey(hmacKey, 'altcha:key');

  return {
    async challenge(action) {
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(COUNTER_MIN, COUNTER_MAX + 1),
        deriveKey,
        data: { action },
        expiresAt: new Date(now() + challengeTtlS * 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return ZAltchaChallenge.parse(challenge);
    },

    async verify(token, { action }) {
      const payload = decode(token);
      const parameters = payload?.challenge.parameters;
      if (!payload || !parameters?.expiresAt || parameters.data?.action !== action)
        return { score: 0 };
      let verified = false;
      try {
        ({ verified } = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        }));
      } catch {
        // A payload altcha-lib cannot even read is no solution.
        return { score: 0 };
      }
      if (!verified) return { score: 0 };
      const first = await spent.spend(
        payload.challenge.signature,
        new Date(parameters.expiresAt * 1000),
      );
      return { score: first ? 1 : 0 };
    },
  };
}
