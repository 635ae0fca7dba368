// Bounds on what one search call may cost. The search-only key is public (every shopper's
// browser has it), so its calls must not let one request inflate, multiply or nest into
// minutes of work or megabytes of answer. Messages are worded as Algolia's API words them.

/** Largest body a search-only key may send, compressed and after gzip inflation alike. */
export const SEARCH_KEY_BODY_LIMIT = 1024 * 1024;

/** Algolia refuses more than 50 requests in one multi-query call. */
export const MAX_QUERIES_PER_CALL = 50;
export const TOO_MANY_QUERIES = 'Too many queries in multi query request';

/** Algolia's limit on `query`; highlight tags get a shorter one (each hit repeats them). */
export const MAX_QUERY_BYTES = 512;
export const MAX_TAG_BYTES = 100;

/** Parentheses deep enough for any valid filter (Algolia allows one level), not for a stack. */
export const MAX_FILTER_DEPTH = 10;

export const tooLong = (key: string, maxBytes: number): string =>
  `Invalid value for "${key}" parameter, expected string shorter than ${maxBytes} bytes`;
