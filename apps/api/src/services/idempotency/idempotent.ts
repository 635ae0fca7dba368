import type { Db } from '../../db/client';
import { abandonKey, completeKey, requestHash, reserveKey } from './keys';

/** An answer as it is sent, and kept with its key for the retries. */
export interface KeyedAnswer {
  status: number;
  body: unknown;
}

export interface KeyedRequest {
  customerId: number;
  /** The request's `Idempotency-Key` header (ZIdempotencyKey), unique per customer. */
  key: string;
  /** What the key stands for: the operation's name and its parsed input (requestHash). */
  operation: string;
  input: unknown;
  /** The refusals of the protocol itself, in the shopper's language. */
  texts: { inFlight: string; mismatch: string };
}

export interface KeyedWork {
  /** Does the work under the reserved key, whose id the rows it makes keep (keys.ts madeWith). */
  run: (keyId: number) => Promise<KeyedAnswer>;
  /** The answer about what a first request made before it died (resourceId: its row's id). */
  recover: (resourceId: number) => Promise<KeyedAnswer>;
  /**
   * The answer to keep for an error `run` threw (a refusal of the request as sent), or null
   * for an error nothing should remember: the key is then freed for another try.
   */
  refusal: (error: unknown) => KeyedAnswer | null;
}

const protocolRefusal = (status: number, message: string): KeyedAnswer => ({
  status,
  body: { message, status, field: 'Idempotency-Key' },
});

/**
 * The Idempotency-Key protocol of every POST that makes something (orders, returns): the key
 * is reserved first in its own short transaction; the same key and input then get the first
 * answer again, whatever its status; another input with the key is a 422; a retry while the
 * first is at work a 409. A request that died after making its row is answered with that row.
 */
export async function idempotent(
  db: Db,
  request: KeyedRequest,
  work: KeyedWork,
): Promise<KeyedAnswer> {
  const hash = requestHash(request.operation, request.input);
  const reservation = await reserveKey(db, request.customerId, request.key, hash);
  if (reservation.kind === 'replay') return reservation;
  if (reservation.kind === 'in_flight') return protocolRefusal(409, request.texts.inFlight);
  if (reservation.kind === 'mismatch') return protocolRefusal(422, request.texts.mismatch);
  let answer: KeyedAnswer;
  try {
    answer =
      reservation.kind === 'orphan'
        ? await work.recover(reservation.resourceId)
        : await work.run(reservation.id);
  } catch (error) {
    const refused = work.refusal(error);
    if (!refused) {
      // No answer worth keeping: the key may be used again (unless the work made its row,
      // which a retry then finds).
      await abandonKey(db, reservation.id);
      throw error;
    }
    answer = refused;
  }
  await completeKey(db, reservation.id, answer.status, answer.body);
  return answer;
}
