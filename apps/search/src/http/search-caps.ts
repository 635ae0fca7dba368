// What one call with the search-only key may ask (limits.ts): checked on the parameters
// before any search runs, and on the answer's size as it is built.
import { badRequest } from '../errors';
import {
  SEARCH_KEY_MAX_ANSWER_BYTES,
  SEARCH_KEY_MAX_HITS_PER_QUERY,
  SEARCH_KEY_MAX_VALUES_PER_FACET,
  answerTooLarge,
  tooMany,
} from '../limits';

const CAPPED = [
  ['hitsPerPage', SEARCH_KEY_MAX_HITS_PER_QUERY],
  ['maxValuesPerFacet', SEARCH_KEY_MAX_VALUES_PER_FACET],
] as const;

/** 400 when a query asks more hits or facet values than the search-only key may. */
export function checkSearchKeyParams(params: Record<string, unknown>): void {
  for (const [key, max] of CAPPED) {
    const value = params[key];
    // Malformed values are the engine's to refuse (params.ts), with its own message.
    if (value !== undefined && value !== null && Number(value) > max) {
      throw badRequest(tooMany(key, max));
    }
  }
}

/** Adds up an answer's parts; a 400 as soon as they pass the search-only key's bound. */
export class AnswerBytes {
  private total = 0;

  constructor(private readonly max: number | null) {}

  add(json: string): string {
    if (this.max === null) return json;
    this.total += Buffer.byteLength(json);
    if (this.total > this.max) throw badRequest(answerTooLarge(this.max));
    return json;
  }
}

/** The answer bound of a call: none for the admin key. */
export const answerBytesFor = (searchOnly: boolean): AnswerBytes =>
  new AnswerBytes(searchOnly ? SEARCH_KEY_MAX_ANSWER_BYTES : null);
