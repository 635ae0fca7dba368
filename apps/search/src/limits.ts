// Bounds on what one search call may cost. The search-only key is public (every shopper's
// browser has it), so its calls must not let one request inflate, multiply or nest into
// minutes of work or megabytes of answer. Messages are worded as Algolia's API words them.

/** Largest body a search-only key may send, compressed and after gzip inflation alike. */
export const SEARCH_KEY_BODY_LIMIT = 1024 * 1024;

/** Algolia refuses more than 50 requests in one multi-query call (the admin key's bound). */
export const MAX_QUERIES_PER_CALL = 50;
export const TOO_MANY_QUERIES = 'Too many queries in multi query request';

// The search-only key's own bounds (issue 30: 40 queries of 1,000 hits in one 2.4 KB request
// answered 118 MB in 2.7 s and slowed every listing). Hosted Algolia bounds a key the same way
// (`maxHitsPerQuery`, `maxQueriesPerIPPerHour`); these figures leave room above what the shop
// itself asks (test/shop-calls.test.ts checks the shop's constants against them): a listing is
// one query of at most 48 hits plus one count query per refined facet (at most 10 queries),
// with 100 values per facet; the header search asks 6 suggestions and 15 products; the
// wishlist check asks 100 product ids per query. The admin key (indexer, browse) keeps
// Algolia's own bounds above.

/** Queries in one multi-query call: a listing with every facet refined sends 10. */
export const SEARCH_KEY_MAX_QUERIES_PER_CALL = 20;

/** `hitsPerPage` (and objects per `getObjects`): the wishlist check's 100 is the shop's most. */
export const SEARCH_KEY_MAX_HITS_PER_QUERY = 100;

/** `maxValuesPerFacet`: a listing shows at most 100 values of a facet. */
export const SEARCH_KEY_MAX_VALUES_PER_FACET = 100;

/**
 * Bytes of one answer (all queries of a multi-query together). The shop's largest is a
 * listing page, about 20 KB (103 KB when it asked whole records); 1 MB leaves ten times that,
 * while the heaviest call the other bounds let through (20 queries of 100 whole records with
 * every facet) answers about 4 MB. The queries are answered in order and the call stops at the
 * first that passes the bound.
 */
export const SEARCH_KEY_MAX_ANSWER_BYTES = 1024 * 1024;

/**
 * Per client address (an IPv6 /64 counting as one), queries of the search-only key, each of a
 * multi-query counting: a bucket of 200 refilled at 10 a second (36,000 an hour). A shopper
 * typing in the header search spends 2 a keystroke, so a long search costs 30 and a burst of
 * searches fits; a scraper or flood empties it within a second and then gets 10 queries a
 * second, its other calls answered 429 before their body is read. Listings are rendered by
 * the storefront's servers, whose addresses are exempt (SEARCH_UNLIMITED_CLIENTS), so this
 * counts only what browsers send themselves.
 */
export const SEARCH_KEY_QUERY_BURST = 200;
export const SEARCH_KEY_QUERIES_PER_SECOND = 10;

/** At most this many client buckets are kept, the least recently used dropped first. */
export const MAX_CLIENT_BUCKETS = 100_000;

export const tooMany = (key: string, max: number): string =>
  `Invalid value for "${key}" parameter, expected at most ${max} with a search-only API key`;
export const answerTooLarge = (max: number): string =>
  `Answer too large: more than ${max} bytes for a search-only API key; ask for fewer hits, attributes or facet values`;
export const rateLimited = (retryAfterS: number): string =>
  `Too many requests: at most ${SEARCH_KEY_QUERY_BURST} queries at once and ${SEARCH_KEY_QUERIES_PER_SECOND} a second per client with a search-only API key; retry in ${retryAfterS} s`;

/** Algolia's limit on `query`; highlight tags get a shorter one (each hit repeats them). */
export const MAX_QUERY_BYTES = 512;
export const MAX_TAG_BYTES = 100;

/** Parentheses deep enough for any valid filter (Algolia allows one level), not for a stack. */
export const MAX_FILTER_DEPTH = 10;

export const tooLong = (key: string, maxBytes: number): string =>
  `Invalid value for "${key}" parameter, expected string shorter than ${maxBytes} bytes`;
