// Types of cache-handler.mjs (Next loads the plain module; its unit test imports it from TS).
export default class RedisCacheHandler {
  get(
    key: string,
    ctx?: { kind?: string; tags?: string[]; softTags?: string[] },
  ): Promise<{
    lastModified: number;
    value: unknown;
    cacheControl?: unknown;
  } | null>;
  set(key: string, value: unknown, ctx?: { tags?: string[]; revalidate?: number }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
export function disconnect(): Promise<void>;
