import { describe, expect, it } from 'vitest';
import { redactUrl, serializeRequest } from './log-redaction';

describe('log redaction', () => {
  it('hides e-mails and tokens in query strings', () => {
    expect(redactUrl('/api/v5/newsletters/is-subscribed?email=a%40b.fr&no_cache=1')).toBe(
      '/api/v5/newsletters/is-subscribed?email=[redacted]&no_cache=1',
    );
    expect(redactUrl('/api/v5/dev/outbox?limit=2&TO=a@b.fr')).toBe(
      '/api/v5/dev/outbox?limit=2&TO=[redacted]',
    );
    expect(redactUrl('/x?%E0=1&token=abc')).toBe('/x?%E0=1&token=[redacted]');
  });

  it('leaves other URLs alone', () => {
    expect(redactUrl('/api/v5/products/12')).toBe('/api/v5/products/12');
    expect(redactUrl('/api/v5/products/scores?ids[]=1')).toBe('/api/v5/products/scores?ids[]=1');
  });

  it('serializes a request with the redacted URL', () => {
    expect(
      serializeRequest({ method: 'GET', url: '/a?email=x@y.z', ip: '127.0.0.1' }),
    ).toMatchObject({ method: 'GET', url: '/a?email=[redacted]', remoteAddress: '127.0.0.1' });
  });
});
