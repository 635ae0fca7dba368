// Next's data cache on Redis (issue 20), used when REDIS_URL is set (next.config.ts loads the
// built dist-server/cache-handler.js): every storefront instance reads the answers another one
// cached, and a tag expired on one of them (app/revalidate.json) is expired on all. Without
// REDIS_URL Next keeps its own in-process cache.
import { Redis } from 'ioredis';
import type { CacheHandler, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import { readServerEnv } from './env';

type CachedValue = CacheHandlerValue['value'];

/** What the handler reads of Next's context on `get`. */
interface GetContext {
  kind?: unknown;
  tags?: string[];
  softTags?: string[];
}

/** What the handler reads of Next's context on `set` (`revalidate`: Next before 15). */
interface SetContext {
  tags?: string[];
  revalidate?: number | false;
  cacheControl?: { revalidate?: number | false; expire?: number | undefined };
}

/** An entry as kept in Redis. */
interface StoredEntry {
  lastModified: number;
  value: CachedValue;
  tags?: string[];
  cacheControl?: CacheHandlerValue['cacheControl'];
}

const PREFIX = 'shop:next:';
const TAGS_KEY = `${PREFIX}tags`;
/** Kept after their own lifetime so Next can serve them stale while it reloads them. */
const STALE_SECONDS = 86_400;

// Buffers and Maps (Next's page entries) do not survive JSON on their own. A Buffer reaches
// the replacer already as its toJSON() form.
const replacer = (_key: string, value: unknown) => {
  if (isObject(value) && value.type === 'Buffer' && Array.isArray(value.data))
    return { $buffer: Buffer.from(value.data as number[]).toString('base64') };
  if (value instanceof Map) return { $map: [...value] };
  return value;
};
const reviver = (_key: string, value: unknown) => {
  if (isObject(value) && typeof value.$buffer === 'string')
    return Buffer.from(value.$buffer, 'base64');
  if (isObject(value) && Array.isArray(value.$map)) return new Map(value.$map);
  return value;
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

let shared: Redis | undefined;
/** One connection per process, however many handlers Next constructs. */
function redis(): Redis {
  if (shared) return shared;
  // One retry: a Redis that is down makes a miss (the page renders), not a hung request.
  const url = readServerEnv().REDIS_URL;
  const options = { maxRetriesPerRequest: 1 };
  shared = url ? new Redis(url, options) : new Redis(options);
  return shared;
}

/** Closes the connection (tests; the server keeps it for its lifetime). */
export async function disconnect(): Promise<void> {
  await shared?.quit();
  shared = undefined;
}

export default class RedisCacheHandler implements CacheHandler {
  async get(key: string, ctx?: GetContext): Promise<CacheHandlerValue | null> {
    const raw = await redis()
      .get(PREFIX + key)
      .catch(() => null);
    if (!raw) return null;
    const entry = JSON.parse(raw, reviver) as StoredEntry;
    const tags = [
      ...new Set([...(entry.tags ?? []), ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]),
    ];
    if (tags.length > 0) {
      const expired = await redis()
        .hmget(TAGS_KEY, ...tags)
        .catch(() => []);
      // An entry written before one of its tags expired is gone: the next request reloads it.
      if (expired.some((at) => at !== null && Number(at) >= entry.lastModified)) return null;
    }
    return {
      lastModified: entry.lastModified,
      value: entry.value,
      cacheControl: entry.cacheControl,
    };
  }

  async set(key: string, value: CachedValue, ctx?: SetContext): Promise<void> {
    if (!value) {
      await redis()
        .del(PREFIX + key)
        .catch(() => undefined);
      return;
    }
    const entry = {
      lastModified: Date.now(),
      value,
      tags: ctx?.tags ?? [],
      cacheControl: ctx?.cacheControl,
    };
    const own = 'revalidate' in value ? value.revalidate : undefined;
    const lifetime = Number(ctx?.cacheControl?.expire ?? ctx?.revalidate ?? own ?? 0);
    const seconds = Math.max(STALE_SECONDS, Number.isFinite(lifetime) ? lifetime : 0);
    await redis()
      .set(PREFIX + key, JSON.stringify(entry, replacer), 'EX', seconds)
      .catch(() => undefined);
  }

  /** Expires the tags at once on every instance (the storefront only asks `expire: 0`). */
  async revalidateTag(tags: string | string[]): Promise<void> {
    const list = [tags].flat();
    if (list.length === 0) return;
    const now = String(Date.now());
    await redis().hset(TAGS_KEY, Object.fromEntries(list.map((tag) => [tag, now])));
  }

  resetRequestCache(): void {}
}
