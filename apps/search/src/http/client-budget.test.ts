import { describe, expect, it } from 'vitest';
import { ClientBudget, QueryBuckets, addressList } from './client-budget';

describe('QueryBuckets', () => {
  it('gives a burst, then refills at its rate, each client apart', () => {
    let now = 0;
    const buckets = new QueryBuckets(200, 10, 100, () => now);
    for (let i = 0; i < 10; i++) expect(buckets.take('a', 20)).toBe(0);
    expect(buckets.take('a', 20)).toBe(2); // 20 more need 2 s at 10 a second
    expect(buckets.take('b', 20)).toBe(0);
    now += 1_000;
    expect(buckets.take('a', 10)).toBe(0);
    expect(buckets.take('a', 1)).toBe(1);
    now += 60_000;
    expect(buckets.take('a', 200)).toBe(0); // refilled to the burst, never past it
    expect(buckets.take('a', 1)).toBe(1);
  });

  it('forgets the least recently used client past its size', () => {
    const buckets = new QueryBuckets(10, 1, 2, () => 0);
    expect(buckets.take('a', 10)).toBe(0);
    expect(buckets.take('b', 10)).toBe(0);
    expect(buckets.take('c', 10)).toBe(0); // drops a, the least recently used
    expect(buckets.take('b', 1)).toBe(1);
    expect(buckets.take('a', 10)).toBe(0);
  });
});

describe('ClientBudget.clientOf', () => {
  const budget = new ClientBudget(addressList(['loopback', '10.1.0.0/16', 'fd00::/8']));

  it('exempts listed addresses and ranges, IPv4-mapped ones included', () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.200.3', 'fd12::5']) {
      expect(budget.clientOf(ip), ip).toBeNull();
    }
  });

  it('counts other IPv4 addresses whole and IPv6 ones by their /64', () => {
    expect(budget.clientOf('203.0.113.7')).toBe('203.0.113.7');
    expect(budget.clientOf('::ffff:10.2.0.1')).toBe('10.2.0.1');
    expect(budget.clientOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(budget.clientOf('2001:db8:1:2:bbbb::9')).toBe('2001:db8:1:2::/64');
  });

  it('refuses malformed entries', () => {
    for (const entry of ['storefront', '10.0.0.0/33', '10.0.0.0/8/1', '::/x']) {
      expect(() => addressList([entry]), entry).toThrow(/not an address/);
    }
  });
});
