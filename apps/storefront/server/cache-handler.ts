// Next's data cache on Redis (issue 20), used when REDIS_URL is set (next.config.ts): every
// storefront instance reads the answers another one cached, and a tag expired on one of them
// (app/revalidate.json) is expired on all. Without REDIS_URL Next keeps its own in-process cache.
import { Redis } from 'ioredis';

const PREFIX = 'shop:next:';
const TAGS_KEY = `${PREFIX}tags`;
/** Kept after their own lifetime so Next can serve them stale while it reloads them. */
const STALE_SECONDS = 86_400;

// Buffers and Maps (Next's page entries) do not survive JSON on their own.
const replacer = (_key, value) => {
  if (value?.type === 'Buffer' && Array.isArray(value.data))
    return { $buffer: Buffer.from(value.data).toString('base64') };
  if (value instanceof Map) return { $map: [...value] };
  return value;
};
const reviver = (_key, value) => {
  if (value && typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
  if (value && Array.isArray(value.$map)) return new Map(value.$map);
  return value;
};

let shared;
/** One connection per process, however many handlers Next constructs. */
function redis() {
  // One retry: a Redis that is down makes a miss (the page renders), not a hung request.
  shared ??= new Redis(process.env.REDIS_URL, { maxRetriesPerRequest: 1 });
  return shared;
}

/** Closes the connection (tests; the server keeps it for its lifetime). */
export async function disconnect() {
  await shared?.quit();
  shared = undefined;
}

export default class RedisCacheHandler {
  async get(key, ctx) {
    const raw = await redis()
      .get(PREFIX + key)
      .catch(() => null);
    if (!raw) return null;
    const entry = JSON.parse(raw, reviver);
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

  async set(key, value, ctx) {
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
    const lifetime = Number(ctx?.cacheControl?.expire ?? ctx?.revalidate ?? value?.revalidate ?? 0);
    const seconds = Math.max(STALE_SECONDS, Number.isFinite(lifetime) ? lifetime : 0);
    await redis()
      .set(PREFIX + key, JSON.stringify(entry, replacer), 'EX', seconds)
      .catch(() => undefined);
  }

  /** Expires the tags at once on every instance (the storefront only asks `expire: 0`). */
  async revalidateTag(tags) {
    const list = [tags].flat();
    if (list.length === 0) return;
    const now = String(Date.now());
    await redis().hset(TAGS_KEY, Object.fromEntries(list.map((tag) => [tag, now])));
  }

  resetRequestCache() {}
}
