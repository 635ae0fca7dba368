import { LOCALES } from '@shop/domain/locales';
import { STORE_IDS } from '@shop/domain/stores';
import { LRUCache } from 'lru-cache';

interface Entry<V> {
  value: Promise<V>;
  expires: number;
  /** Set once `value` resolved: lets a hit be served without waiting on the promise. */
  settled?: { value: V };
}

/**
 * An in-process cache with a lifetime per entry (the spec's cache lifetimes) and a size bound.
 * It keeps promises, so concurrent misses for one key load once. Redis can replace it behind
 * the same `get` when REDIS_URL is wired (not yet).
 */
export class TtlCache {
  // lru-cache, not a Map's insertion order: evicting a Map's oldest key scans the holes earlier
  // deletions left at its front, which at 40,000 entries cost 16 µs a request (a fifth of the
  // API's work under bench:api) against under 1 µs here.
  readonly #entries: LRUCache<string, Entry<unknown>>;
  /** Lookups answered from the cache and lookups that loaded (the API's metrics read them). */
  hits = 0;
  misses = 0;

  constructor(
    capacity: number,
    private readonly now: () => number = Date.now,
  ) {
    this.#entries = new LRUCache({ max: capacity });
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The cached value of `key`, or `load()` kept for `seconds`. `bypass` neither reads nor writes. */
  get<V>(key: string, seconds: number, load: () => Promise<V>, bypass = false): Promise<V> {
    if (bypass) return load();
    const now = this.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expires > now) {
      this.hits += 1;
      return hit.value as Promise<V>;
    }
    this.misses += 1;
    const value = load();
    const entry: Entry<V> = { value, expires: now + seconds * 1000 };
    this.#entries.set(key, entry);
    value.then(
      (loaded) => {
        entry.settled = { value: loaded };
      },
      // A failed load is not remembered: the next request tries again.
      () => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
      },
    );
    return value;
  }

  /**
   * The value of `key` when it is loaded and unexpired, without a promise: the hot path of the
   * busiest calls answers from here in the same tick.
   */
  peek<V>(key: string): { value: V } | undefined {
    const hit = this.#entries.get(key);
    if (!hit?.settled || hit.expires <= this.now()) return undefined;
    this.hits += 1;
    return hit.settled as { value: V };
  }

  delete(key: string): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}

/**
 * What a write makes stale: product rows and answers, or the back-office content (its settings
 * and the texts it changes, which the storefront's pages show alike).
 */
export type CacheScope = 'products' | 'settings';

export interface AppCaches {
  /** Site content: menus, CMS, templates, translations, settings, reference data. */
  content: TtlCache;
  /**
   * Product rows by id and the GET /products/{id} answers built from them (per store and
   * language, serialized): whatever changes a product clears it whole.
   */
  products: TtlCache;
  /** POST /parse and /page-info answers. */
  pages: TtlCache;
  /**
   * Drops what a write of `scope` made stale, here at once and, through `broadcast`, in every
   * other API instance on the same database (cache-invalidation.ts).
   */
  forget(scope: CacheScope): Promise<void>;
}

export function createCaches(
  broadcast: (scope: CacheScope) => Promise<void> = async () => undefined,
): AppCaches {
  const caches: AppCaches = {
    content: new TtlCache(2000),
    products: new TtlCache(40_000),
    pages: new TtlCache(20_000),
    forget: async (scope) => {
      forgetHere(caches, scope);
      await broadcast(scope);
    },
  };
  return caches;
}

/** Key of the back-office settings in the content cache. */
export const SETTINGS_CACHE_KEY = 'settings';

/** Key of a language's GET /translations texts in the content cache. */
export const translationsCacheKey = (locale: string) => `translations:${locale}`;

/**
 * This process's part of `forget`. Settings reach GET /init, listings and content pages
 * through their entry, and the parse and page-info answers through the free-shipping amount.
 * The back office's texts (PUT /admin/translations) share the settings' scope: the storefront
 * expires the same pages for both (issue 30, item 20).
 */
export function forgetHere(caches: Omit<AppCaches, 'forget'>, scope: CacheScope): void {
  if (scope === 'products') caches.products.clear();
  else {
    caches.content.delete(SETTINGS_CACHE_KEY);
    for (const locale of LOCALES) caches.content.delete(translationsCacheKey(locale));
  }
  caches.pages.clear();
}

/** Key of a product's row in the products cache (load-product.ts). */
export const productRowKey = (id: number) => `product:${id}`;

/** Key of a product's serialized GET /products/{id} answer per store and language. */
export const productAnswerKey = (storeId: string, locale: string, id: number) =>
  `answer:${storeId}:${locale}:${id}`;

/**
 * Drops these products' rows and answers here, every store and language (36 keys each): what
 * a stock move made stale. Cheaper than clearing the whole cache on every order, and the parse
 * and page-info answers carry no stock, so they stay.
 */
export function forgetProductsHere(
  caches: Pick<AppCaches, 'products'>,
  ids: Iterable<number>,
): void {
  for (const id of ids) {
    caches.products.delete(productRowKey(id));
    for (const store of STORE_IDS)
      for (const locale of LOCALES) caches.products.delete(productAnswerKey(store, locale, id));
  }
}
