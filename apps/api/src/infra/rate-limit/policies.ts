import { PROMO_CODE_ATTEMPTS } from '@shop/domain/promotion';
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

/** The per-customer and per-address limits of a code's attempts, whose figures @shop/domain sets. */
function codeAttempts(
  name: string,
  attempts: { perCustomer: number; perAddress: number; windowMinutes: number },
): { customer: Policy; address: Policy } {
  const windowMs = attempts.windowMinutes * MINUTE;
  return {
    customer: { name: `${name}:customer`, limit: attempts.perCustomer, windowMs },
    address: { name: `${name}:ip`, limit: attempts.perAddress, windowMs },
  };
}
const promoCodes = codeAttempts('promo', PROMO_CODE_ATTEMPTS);
const giftCardCodes = codeAttempts('gift-card', GIFT_CARD_ATTEMPTS);

export const POLICIES = {
  /** Failed logins: the 11th failure within 15 minutes is answered 429. */
  loginPerIdentifier: { name: 'login:id', limit: 10, windowMs: 15 * MINUTE },
  loginPerIp: { name: 'login:ip', limit: 100, windowMs: 15 * MINUTE },
  /** Past loginPerIdentifier, attempts that passed a bot check (the owner's way in). */
  loginBotCheckedPerIdentifier: { name: 'login:id:bot-checked', limit: 10, windowMs: 15 * MINUTE },
  /**
   * Wrong passwords confirming a change of a signed-in customer (e-mail, password, closing the
   * account): as many guesses as the login form gives, on counters of their own, so a stolen
   * access token's guesses never lock the owner's own sign-in.
   */
  confirmPerCustomer: { name: 'confirm:customer', limit: 10, windowMs: 15 * MINUTE },
  confirmPerIp: { name: 'confirm:ip', limit: 100, windowMs: 15 * MINUTE },
  /** Every sign-up attempt counts. */
  signUpPerIdentifier: { name: 'signup:id', limit: 10, windowMs: 15 * MINUTE },
  signUpPerIp: { name: 'signup:ip', limit: 20, windowMs: 60 * MINUTE },
  /** Reset e-mails: 5 per 5 minutes per address, more per IP. */
  resetPerIdentifier: { name: 'reset:id', limit: 5, windowMs: 5 * MINUTE },
  resetPerIp: { name: 'reset:ip', limit: 30, windowMs: 15 * MINUTE },
  /** Failed uses of a reset or automatic-login token. */
  tokenFailuresPerIp: { name: 'token:ip', limit: 10, windowMs: 15 * MINUTE },
  /**
   * Wrong promotion codes (PROMO_CODE_ATTEMPTS), on the basket and the carriers alike: per
   * shopper (address, customer), never per basket, which shoppers share.
   */
  promoPerIp: promoCodes.address,
  promoPerCustomer: promoCodes.customer,
  /** Wrong gift card codes (GIFT_CARD_ATTEMPTS): guessing a code takes far longer than a card lives. */
  giftCardPerCustomer: giftCardCodes.customer,
  giftCardPerIp: giftCardCodes.address,
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
  await reserveOrRefuse(limiter, keys);
}

/** Hits held by an attempt in progress: kept when it fails, given back when it must not count. */
export interface Reservation {
  /** The keys whose window the attempt went past (empty when it may go ahead). */
  over: readonly Limited[];
  retryAfterS: number;
  /** The count of each key, this attempt included, in the order of the keys. */
  counts: readonly number[];
  release(keys?: readonly Limited[]): Promise<void>;
}

/**
 * Counts the attempt on every key first, atomically, and only then lets the caller do the slow
 * work: however many arrive at once, each gets a distinct count, so at most `limit` of them go
 * ahead. The caller refuses when `over` is not empty (and releases the hits, so refused
 * attempts do not lengthen the lock).
 */
export async function reserve(limiter: Limiter, keys: readonly Limited[]): Promise<Reservation> {
  const counters = await Promise.all(
    keys.map((key) => limiter.hit(keyOf(key), key.policy.windowMs)),
  );
  const overIndexes = keys.flatMap((key, index) =>
    counters[index]!.count > key.policy.limit ? [index] : [],
  );
  const waits = overIndexes.map((index) => counters[index]!.resetMs);
  return {
    over: overIndexes.map((index) => keys[index]!),
    retryAfterS: waits.length ? Math.max(1, Math.ceil(Math.max(...waits) / 1000)) : 0,
    counts: counters.map((counter) => counter.count),
    release: async (which = keys) => {
      await Promise.all(which.map((key) => limiter.release(keyOf(key))));
    },
  };
}

/** `reserve`, refusing (and giving the hits back) when any key is over its limit. */
export async function reserveOrRefuse(
  limiter: Limiter,
  keys: readonly Limited[],
): Promise<Reservation> {
  const reservation = await reserve(limiter, keys);
  if (reservation.over.length) {
    await reservation.release();
    throw new RateLimitedError(reservation.retryAfterS);
  }
  return reservation;
}

export async function forget(limiter: Limiter, keys: readonly Limited[]): Promise<void> {
  await Promise.all(keys.map((key) => limiter.reset(keyOf(key))));
}
