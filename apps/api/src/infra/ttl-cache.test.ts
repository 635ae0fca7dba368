import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('keeps a value for its lifetime, then loads again', async () => {
    let now = 0;
    const cache = new TtlCache(10, () => now);
    const load = vi.fn(async () => now);
    expect(await cache.get('a', 60, load)).toBe(0);
    now = 59_999;
    expect(await cache.get('a', 60, load)).toBe(0);
    now = 60_000;
    expect(await cache.get('a', 60, load)).toBe(60_000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads once for concurrent misses and forgets failures', async () => {
    const cache = new TtlCache(10);
    const load = vi.fn(async () => 1);
    await Promise.all([cache.get('k', 60, load), cache.get('k', 60, load)]);
    expect(load).toHaveBeenCalledTimes(1);
    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    await expect(cache.get('f', 60, failing)).rejects.toThrow('down');
    await expect(cache.get('f', 60, failing)).rejects.toThrow('down');
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('bypasses without reading or writing', async () => {
    const cache = new TtlCache(10);
    await cache.get('k', 60, async () => 'cached');
    expect(await cache.get('k', 60, async () => 'fresh', true)).toBe('fresh');
    expect(await cache.get('k', 60, async () => 'other')).toBe('cached');
  });

  it('peeks at loaded, unexpired values only', async () => {
    let now = 0;
    const cache = new TtlCache(10, () => now);
    let finish: (value: string) => void = () => {};
    const pending = cache.get('k', 60, () => new Promise<string>((resolve) => (finish = resolve)));
    expect(cache.peek('k')).toBeUndefined();
    finish('loaded');
    await pending;
    expect(cache.peek('k')).toEqual({ value: 'loaded' });
    now = 60_000;
    expect(cache.peek('k')).toBeUndefined();
    expect(cache.peek('never')).toBeUndefined();
  });

  it('forgets nothing newer when an old load fails after a clear', async () => {
    const cache = new TtlCache(10);
    let fail: (error: Error) => void = () => {};
    const old = cache.get(
      'k',
      60,
      () => new Promise<string>((_resolve, reject) => (fail = reject)),
    );
    cache.clear();
    await cache.get('k', 60, async () => 'new');
    fail(new Error('down'));
    await expect(old).rejects.toThrow('down');
    expect(cache.peek('k')).toEqual({ value: 'new' });
  });
});
