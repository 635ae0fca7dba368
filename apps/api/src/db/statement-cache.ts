import pg from 'pg';

/**
 * Names the statements the API sends again and again, so each PostgreSQL connection parses
 * them once and, after a few runs, keeps their plan (as postgres.js and pgx do by default):
 * an order's statements were parsed and planned on every request, most of the server's work
 * for them. A text is named from its second use, so one-off texts (an IN list of a rare length)
 * stay unnamed, and at most MAX_NAMED texts are named, so the connections' caches stay bounded.
 */
export const MAX_NAMED = 400;

interface StatementCache {
  seen: Set<string>;
  names: Map<string, string>;
}

export function createStatementCache(): StatementCache {
  return { seen: new Set(), names: new Map() };
}

/** The name `text` is sent under, or undefined while it has been seen once only. */
export function statementName(cache: StatementCache, text: string): string | undefined {
  const name = cache.names.get(text);
  if (name) return name;
  if (cache.names.size >= MAX_NAMED) return undefined;
  if (!cache.seen.has(text)) {
    // Forgetting the once-seen texts now and then keeps a stream of one-offs from piling up.
    if (cache.seen.size >= MAX_NAMED * 4) cache.seen.clear();
    cache.seen.add(text);
    return undefined;
  }
  cache.seen.delete(text);
  const named = `shop_${cache.names.size + 1}`;
  cache.names.set(text, named);
  return named;
}

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
}

/** A pg Client whose parameterised queries go through `cache` (the pool's `Client` option). */
export function cachingClient(cache: StatementCache): typeof pg.Client {
  return class CachingClient extends pg.Client {
    override query(...args: unknown[]): never {
      const [config, values] = args;
      if (config && typeof config === 'object' && !('submit' in config)) {
        const query = config as QueryConfigLike;
        // drizzle passes the values apart from the config; statements without any stay simple.
        const hasValues = Array.isArray(values) || Array.isArray(query.values);
        if (typeof query.text === 'string' && query.name === undefined && hasValues) {
          const name = statementName(cache, query.text);
          if (name) args[0] = { ...query, name };
        }
      }
      return (super.query as (...all: unknown[]) => never)(...args);
    }
  };
}
