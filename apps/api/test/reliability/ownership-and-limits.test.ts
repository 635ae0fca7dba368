import { describe, expect, it } from 'vitest';
import { shopperApi } from '../support/shopper';

// Finding 9 of issue 19 (API items): ids answered 403 where a 404 hides them, an unconfigured
// provider answered 503, the keyed hash and the on-demand pictures had no limit.
const RENDERS = 40;
const { api } = shopperApi({ settings: { PICTURE_RENDERS_PER_MINUTE: String(RENDERS) } });

describe('issue 19, finding 9', () => {
  it.each(['apple', 'facebook', 'google'])(
    'answers 404 for the unconfigured provider %s, before reading the body',
    async (provider) => {
      const answer = await api.post(`/social-connect/${provider}`, {});
      expect(answer.status).toBe(404);
    },
  );

  it('limits the keyed hash to 300 calls per client in 5 minutes', async () => {
    const ip = { 'x-forwarded-for': '198.51.100.77' };
    const statuses: number[] = [];
    for (let call = 0; call < 301; call += 1)
      statuses.push((await api.post('/generate-encrypted-data', { data: `x${call}` }, ip)).status);
    expect(statuses.slice(0, 300).every((status) => status === 200)).toBe(true);
    expect(statuses[300]).toBe(429);
    const other = await api.post(
      '/generate-encrypted-data',
      { data: 'x' },
      {
        'x-forwarded-for': '198.51.100.78',
      },
    );
    expect(other.status).toBe(200);
  });

  it('renders pictures only at the spec widths, and limits the renders of a client', async () => {
    expect((await api.get('/media/products/1-1.webp?w=333')).status).toBe(404);
    const ip = { 'x-forwarded-for': '198.51.100.90', accept: 'image/webp' };
    const statuses: number[] = [];
    const widths = [120, 210, 360, 450, 720, 900, 1100];
    outer: for (let product = 1; product <= 30; product += 1)
      for (const width of widths)
        for (const device of [0, 1]) {
          const answer = await api.get(
            `/media/products/${product}-1.webp?w=${width}&device=${device}`,
            ip,
          );
          statuses.push(answer.status);
          if (answer.status === 429) break outer;
        }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(RENDERS * 2);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(RENDERS);
    // A picture already rendered costs nothing: it still comes from the cache.
    expect((await api.get('/media/products/1-1.webp?w=120&device=0', ip)).status).toBe(200);
  });
});
