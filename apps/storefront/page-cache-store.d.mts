// Types of page-cache-store.mjs, for the tests.
export interface PageStore {
  get(key: string): Promise<unknown>;
  set(key: string, entry: unknown): Promise<void>;
  tagExpiries(tags: string[]): Promise<number[]>;
  expireTags(tags: string[], at: number): Promise<void>;
  close(): Promise<void>;
}

export function memoryPageStore(): PageStore;
export function redisPageStore(url: string): PageStore;
