import { describe, expect, it } from 'vitest';
import { POLICIES } from '../../src/infra/rate-limit/policies';
import { freshApi } from '../support/identity';

// Finding 2 of issue 19: limits count the shopper's address, taken from trusted proxies only.
// This API believes X-Forwarded-For from 192.0.2.250 alone; the test calls it from loopback.
const RESETS_PER_IP = POLICIES.resetPerIp.limit;
const { api } = freshApi(() => ({ TRUST_PROXY: '192.0.2.250' }));

// Another e-mail each time, so only the per-address limit can refuse.
const resetRequest = (forwardedFor: string, call: number) =>
  api.post(
    '/security/password-reset/request',
    { email: `someone.${call}.${process.pid}@example.fr` },
    { 'x-forwarded-for': forwardedFor },
  );

describe('X-Forwarded-For from a peer outside TRUST_PROXY', () => {
  it('is ignored: the peer is limited by its own address, whatever it claims', async () => {
    // 30 reset requests per 15 minutes per address; each call claims another address.
    for (let call = 1; call <= RESETS_PER_IP; call += 1)
      expect([call, (await resetRequest(`203.0.113.${call}`, call)).status]).toEqual([call, 202]);
    const over = await resetRequest('203.0.113.200', RESETS_PER_IP + 1);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
