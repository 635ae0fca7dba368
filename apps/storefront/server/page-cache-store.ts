// Where the full-page cache (page-cache.ts) keeps its pages and the expiry of its tags: in
// process, or in Redis when REDIS_URL is set so every storefront instance shares them (the
// tag expiries are the very hash the data cache's handler writes, cache-handler.ts).
import { Redis } from 'ioredis';
import type { PageEntry } from './page-cache-rules';

/** Bytes of pages kept in process, unless told (STOREFRONT_PAGE_CACHE_MB): least used go first. */
const DEFAULT_MEMORY_BYTES = 128 * 1_048_576;
const REDIS_PAGE_PREFIX = 'shop:page:';
/** cache-handler.ts's hash of tag → time it expired, shared with Next's data cache. */
const REDIS_TAGS_KEY = 'shop:next:tags';
/** A page is kept this long after it was stored, to be served stale while it is rendered again. */
const KEEP_SECONDS = 86_400;

export interface PageStore {
  get(key: string): Promise<PageEntry | undefined>;
  set(key: string, entry: PageEntry): Promise<void>;
  /** When each tag last expired (ms), or 0. */
  tagExpiries(tags: readonly string[]): Promise<number[]>;
  expireTags(tags: readonly string[], at: number): Promise<void>;
  close(): Promise<void>;
}

export interface PageStoreOptions {
  /** Bytes of pages kept in this process's memory. */
  maxBytes?: number;
}

/** A page's parts travel as JSON; its body as base64. */
const toJson = (entry: PageEntry) =>
  JSON.stringify({ ...entry, body: entry.body.toString('base64') });
const fromJson = (raw: string): PageEntry => {
  const entry = JSON.parse(raw) as Omit<PageEntry, 'body'> & { body: string };
  return { ...entry, body: Buffer.from(entry.body, 'base64') };
};

function memoryPages(maxBytes: number) {
  const pages = new Map<string, PageEntry>();
  let bytes = 0;
  const drop = (key: string) => {
    bytes -= pages.get(key)?.body.length ?? 0;
    pages.delete(key);
  };
  return {
    get(key: string): PageEntry | undefined {
      const entry = pages.get(key);
      if (!entry) return undefined;
      // Map order is insertion order: moving a page to the end keeps the used ones.
      pages.delete(key);
      pages.set(key, entry);
      return entry;
    },
    set(key: string, entry: PageEntry): void {
      drop(key);
      pages.set(key, entry);
      bytes += entry.body.length;
      while (bytes > maxBytes && pages.size > 1) drop(pages.keys().next().value!);
    },
    clear: () => {
      pages.clear();
      bytes = 0;
    },
  };
}

/** Pages and tag expiries of this process only. */
export function memoryPageStore({
  maxBytes = DEFAULT_MEMORY_BYTES,
}: PageStoreOptions = {}): PageStore {
  const pages = memoryPages(maxBytes);
  const expired = new Map<string, number>();
  return {
    get: async (key) => pages.get(key),
    set: async (key, entry) => pages.set(key, entry),
    tagExpiries: async (tags) => tags.map((tag) => expired.get(tag) ?? 0),
    expireTags: async (tags, at) => {
      for (const tag of tags) expired.set(tag, at);
    },
    close: async () => pages.clear(),
  };
}

/**
 * Pages in Redis behind this process's own copies (a hit reads only the tag expiries there);
 * a Redis that is down makes a miss, never an error.
 */
export function redisPageStore(
  url: string,
  { maxBytes = DEFAULT_MEMORY_BYTES }: PageStoreOptions = {},
): PageStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  const local = memoryPages(maxBytes);
  const keyOf = (key: string) => REDIS_PAGE_PREFIX + key;
  return {
    async get(key) {
      const near = local.get(key);
      if (near) return near;
      const raw = await redis.get(keyOf(key)).catch(() => null);
      if (!raw) return undefined;
      const entry = fromJson(raw);
      local.set(key, entry);
      return entry;
    },
    async set(key, entry) {
      local.set(key, entry);
      await redis.set(keyOf(key), toJson(entry), 'EX', KEEP_SECONDS).catch(() => undefined);
    },
    async tagExpiries(tags) {
      const values = await redis.hmget(REDIS_TAGS_KEY, ...tags).catch(() => tags.map(() => null));
      return values.map((value) => Number(value ?? 0));
    },
    async expireTags(tags, at) {
      await redis
        .hset(REDIS_TAGS_KEY, Object.fromEntries(tags.map((tag) => [tag, String(at)])))
        .catch(() => undefined);
    },
    async close() {
      local.clear();
      await redis.quit().catch(() => undefined);
    },
  };
}
