import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The handler of next.config.ts with REDIS_URL, on the machine's Redis (a database of its own).
process.env.REDIS_URL ??= 'redis://127.0.0.1:6379/14';
const { default: RedisCacheHandler, disconnect } = await import('./cache-handler');

// Next's kinds are an enum of its internals: the test writes the string Next stores.
const FETCH = 'FETCH' as never;
const fetchEntry = (body: string) => ({
  kind: FETCH,
  data: { headers: {}, body, status: 200, url: 'http://api.invalid/x' },
  revalidate: 300,
});

describe('the Redis cache handler', () => {
  const one = new RedisCacheHandler();
  // A second instance stands for another storefront process sharing the cache.
  const other = new RedisCacheHandler();
  const key = (name: string) => `test-${process.pid}-${name}`;

  beforeAll(async () => {
    await one.set(key('product'), fetchEntry('{"price":10}'), { tags: ['products'] });
    await one.set(key('menu'), fetchEntry('{"menu":[]}'), { tags: ['settings'] });
  });
  afterAll(disconnect);

  it('answers what another instance cached', async () => {
    const entry = await other.get(key('product'), { kind: FETCH, tags: ['products'] });
    expect(entry?.value).toEqual(fetchEntry('{"price":10}'));
  });

  it('forgets, on every instance, the entries of an expired tag only', async () => {
    await new Promise((done) => setTimeout(done, 2));
    await one.revalidateTag('products');
    expect(await other.get(key('product'), { kind: FETCH })).toBeNull();
    expect(await other.get(key('menu'), { kind: FETCH })).not.toBeNull();
  });

  it('keeps what is cached after the expiry', async () => {
    await new Promise((done) => setTimeout(done, 2));
    await other.set(key('product'), fetchEntry('{"price":12}'), { tags: ['products'] });
    const entry = await one.get(key('product'), { kind: FETCH });
    expect(entry?.value).toEqual(fetchEntry('{"price":12}'));
  });
});
