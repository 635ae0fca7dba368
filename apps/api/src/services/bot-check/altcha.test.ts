import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { describe, expect, it } from 'vitest';
import { createProofOfWork, type ProofOfWork } from './altcha';
import type { SpentChallenges } from './spent-challenges';

/** The database store's contract in memory: first spend true, later ones false. */
const memorySpent = (): SpentChallenges => {
  const spent = new Set<string>();
  return {
    spend: async (signature) => !spent.has(signature) && Boolean(spent.add(signature)),
  };
};

const KEY = 'k'.repeat(32);
const request = { action: 'contact', ip: '203.0.113.9' } as const;

/** The payload as the tests edit it: our challenges always carry an action and an expiry. */
interface Payload {
  challenge: { parameters: { data: { action: string }; expiresAt: number }; signature: string };
  solution: { counter: number; derivedKey: string };
}

/** Solves a challenge as the storefront does and encodes the payload it sends. */
async function solvedToken(pow: ProofOfWork, edit?: (payload: Payload) => void) {
  const challenge = await pow.challenge('contact');
  const solution = await solveChallenge({ challenge, deriveKey });
  const payload = { challenge, solution } as unknown as Payload;
  edit?.(payload);
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

describe('proof-of-work bot check (ALTCHA)', () => {
  it('scores a solved challenge 1, once: a second use scores 0', async () => {
    const pow = createProofOfWork({ hmacKey: KEY, challengeTtlS: 600, spent: memorySpent() });
    const token = await solvedToken(pow);
    expect(await pow.verify(token, request)).toEqual({ score: 1 });
    expect(await pow.verify(token, request)).toEqual({ score: 0 });
  });

  it('hands out signed challenges that name their action and expire', async () => {
    const before = Math.floor(Date.now() / 1000);
    const pow = createProofOfWork({ hmacKey: KEY, challengeTtlS: 600, spent: memorySpent() });
    const { parameters, signature } = await pow.challenge('contact');
    expect(parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(parameters.data).toEqual({ action: 'contact' });
    expect(parameters.expiresAt).toBeGreaterThanOrEqual(before + 600);
    expect(parameters.expiresAt).toBeLessThanOrEqual(before + 602);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('scores 0 for a wrong key, another action, or a challenge edited after signing', async () => {
    const pow = createProofOfWork({ hmacKey: KEY, challengeTtlS: 600, spent: memorySpent() });
    // The derived key is the proof: the one key of the signed prefix, found by trying counters.
    const wrongKey = await solvedToken(pow, (payload) => {
      const key = payload.solution.derivedKey;
      payload.solution.derivedKey = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    });
    expect(await pow.verify(wrongKey, request)).toEqual({ score: 0 });
    const otherAction = await solvedToken(pow, (payload) => {
      payload.challenge.parameters.data.action = 'login';
    });
    expect(await pow.verify(otherAction, request)).toEqual({ score: 0 });
    const easier = await solvedToken(pow, (payload) => {
      payload.challenge.parameters.expiresAt += 3600;
    });
    expect(await pow.verify(easier, request)).toEqual({ score: 0 });
  });

  it('scores 0 for a challenge signed with another key', async () => {
    const other = createProofOfWork({
      hmacKey: 'o'.repeat(32),
      challengeTtlS: 600,
      spent: memorySpent(),
    });
    const pow = createProofOfWork({ hmacKey: KEY, challengeTtlS: 600, spent: memorySpent() });
    expect(await pow.verify(await solvedToken(other), request)).toEqual({ score: 0 });
  });

  it('scores 0 for an expired challenge, however well solved', async () => {
    const anHourAgo = () => Date.now() - 3_600_000;
    const pow = createProofOfWork({
      hmacKey: KEY,
      challengeTtlS: 600,
      spent: memorySpent(),
      now: anHourAgo,
    });
    expect(await pow.verify(await solvedToken(pow), request)).toEqual({ score: 0 });
  });

  it('scores 0 for tokens that are not a payload', async () => {
    const pow = createProofOfWork({ hmacKey: KEY, challengeTtlS: 600, spent: memorySpent() });
    for (const token of ['', 'not base64 %%%', Buffer.from('{"challenge":1}').toString('base64')])
      expect(await pow.verify(token, request)).toEqual({ score: 0 });
  });
});
