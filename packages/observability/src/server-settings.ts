import type { ServerOptions } from 'node:http';

/**
 * A process's settings without the empty ones: an empty string (as a copied .env.example
 * leaves it) means "use the default", so the schema's default applies.
 */
export function presentSettings(
  source: Record<string, string | undefined>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter((entry): entry is [string, string] => !!entry[1]),
  );
}

/** The settings parsed by their schema (zod's or any with `parse`), the empty ones left out. */
export const parseSettings = <T>(
  schema: { parse(value: unknown): T },
  source: Record<string, string | undefined>,
): T => schema.parse(presentSettings(source));

export interface RequestDeadlines {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

/**
 * Node's server options for a front end's deadlines (issue 19, finding 1). Node checks them
 * every `connectionsCheckingInterval` (30 s by default, and `next start` leaves headers 60 s,
 * request 300 s): here a slow client gets its 408 within a second of the deadline.
 */
export function nodeServerDeadlines(deadlines: RequestDeadlines): ServerOptions {
  const headersTimeout = Math.min(deadlines.headersTimeoutMs, deadlines.requestTimeoutMs);
  return {
    requestTimeout: deadlines.requestTimeoutMs,
    headersTimeout,
    keepAliveTimeout: deadlines.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.min(1_000, Math.floor(headersTimeout / 4)),
  };
}
