import { GIFT_CARD_ATTEMPTS } from '@shop/domain/vouchers';
import type { Limiter } from './limiter';

/**
 * What is limited, per identifier (the e-mail typed) and per client IP. Figures are in
 * docs/decisions.md; the password-reset request uses the spec's limiter (5 per 5 minutes).
 */
export interface Policy {
  name: string;
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

export const POLICIES = {
  /** Failed logins: the 11th failure within 15 minutes is answered 429. */
  loginPerIdentifier: { name: 'login:id', limit: 10, windowMs: 15 * MINUTE },
  loginPerIp: { name: 'login:ip', limit: 100, windowMs: 15 * MINUTE },
  /** Every sign-up attempt counts. */
  signUpPerIdentifier: { name: 'signup:id', limit: 10, windowMs: 15 * MINUTE },
  signUpPerIp: { name: 'signup:ip', limit: 20, windowMs: 60 * MINUTE },
  /** Reset e-mails: 5 per 5 minutes per address, more per IP. */
  resetPerIdentifier: { name: 'reset:id', limit: 5, windowMs: 5 * MINUTE },
  resetPerIp: { name: 'reset:ip', limit: 30, windowMs: 15 * MINUTE },
  /** Failed uses of a reset or automatic-login token. */
  tokenFailuresPerIp: { name: 'token:ip', limit: 10, windowMs: 15 * MINUTE },
  /** Wrong gift card codes (GIFT_CARD_ATTEMPTS): guessing a code takes far longer than a card lives. */
  giftCardPerCustomer: {
    name: 'gift-card:customer',
    limit: GIFT_CARD_ATTEMPTS.perCustomer,
    windowMs: GIFT_CARD_ATTEMPTS.windowMinutes * MINUTE,
  },
  giftCardPerIp: {
    name: 'gift-card:ip',
    limit: GIFT_CARD_ATTEMPTS.perAddress,
    windowMs: GIFT_CARD_ATTEMPTS.windowMinutes * MINUTE,
  },
} as const satisfies Record<string, Policy>;

export interface Limited {
  policy: Policy;
  value: string;
}

/** The 429 to answer: seconds to wait, rounded up. */
export class RateLimitedError extends Error {
  constructor(readonly retryAfterS: number) {
    super('Too many attempts, try again later');
    this.name = 'RateLimitedError';
  }
}

const keyOf = ({ policy, value }: Limited) => `${policy.name}:${value}`;

/** Throws RateLimitedError when any of the keys has used up its window. */
export async function assertAllowed(limiter: Limiter, keys: readonly Limited[]): Promise<void> {
  const counters = await Promise.all(keys.map((key) => limiter.peek(keyOf(key))));
  const waits = counters
    .map((counter, index) => (counter.count >= keys[index]!.policy.limit ? counter.resetMs : 0))
    .filter((wait) => wait > 0);
  if (waits.length) throw new RateLimitedError(Math.ceil(Math.max(...waits) / 1000));
}

export async function record(limiter: Limiter, keys: readonly Limited[]): Promise<void> {
  await Promise.all(keys.map((key) => limiter.hit(keyOf(key), key.policy.windowMs)));
}

/** Counts the attempt and refuses it once over the limit (for actions where all attempts count). */
export async function consume(limiter: Limiter, keys: readonly Limited[]): Promise<void> {
  await assertAllowed(limiter, keys);
  await record(limiter, keys);
}

export async function forget(limiter: Limiter, keys: readonly Limited[]): Promise<void> {
  await Promise.all(keys.map((key) => limiter.reset(keyOf(key))));
}
