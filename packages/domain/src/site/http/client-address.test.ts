import { describe, expect, it } from 'vitest';
import { clientKey } from './client-address';

describe('clientKey', () => {
  it('groups IPv6 addresses by their /64', () => {
    expect(clientKey('2001:db8:85a3:12:1::1')).toBe('2001:db8:85a3:12::/64');
    expect(clientKey('2001:0db8:85a3:0012:ffff:ffff:ffff:fffe')).toBe('2001:db8:85a3:12::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('2001:DB8:0:0:8::')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('keeps IPv4 addresses whole, mapped ones included', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('not an address')).toBe('not an address');
  });
});
