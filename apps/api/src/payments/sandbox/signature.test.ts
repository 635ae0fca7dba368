import { describe, expect, it } from 'vitest';
import { checkSignature, signatureHeader } from './signature';

const SECRET = 'a-sandbox-secret-for-the-tests';
const BODY = '{"id":"evt_1","type":"payment.succeeded"}';
const NOW = 1_795_000_000;

describe('sandbox webhook signatures', () => {
  const header = signatureHeader(SECRET, BODY, NOW);

  it('look like Stripe: t=...,v1=<64 hex>', () => {
    expect(header).toMatch(/^t=1795000000,v1=[0-9a-f]{64}$/);
  });

  it('accept the signed body within five minutes', () => {
    expect(checkSignature(SECRET, Buffer.from(BODY), header, NOW + 299)).toBe('valid');
  });

  it('refuse a tampered body, another secret, a stale or future timestamp', () => {
    const tampered = Buffer.from(BODY.replace('succeeded', 'failed'));
    expect(checkSignature(SECRET, tampered, header, NOW)).toBe('mismatch');
    expect(checkSignature('another-secret-entirely-here', Buffer.from(BODY), header, NOW)).toBe(
      'mismatch',
    );
    expect(checkSignature(SECRET, Buffer.from(BODY), header, NOW + 301)).toBe('stale');
    expect(checkSignature(SECRET, Buffer.from(BODY), header, NOW - 301)).toBe('stale');
  });

  it('refuse a missing or malformed header, and a timestamp changed after signing', () => {
    expect(checkSignature(SECRET, Buffer.from(BODY), undefined, NOW)).toBe('malformed');
    expect(checkSignature(SECRET, Buffer.from(BODY), 'v1=abc', NOW)).toBe('malformed');
    const moved = header.replace(`t=${NOW}`, `t=${NOW + 1}`);
    expect(checkSignature(SECRET, Buffer.from(BODY), moved, NOW)).toBe('mismatch');
    expect(checkSignature(SECRET, Buffer.from(BODY), `${header.slice(0, -2)}zz`, NOW)).toBe(
      'mismatch',
    );
  });

  it('accept one good signature among several (secret rotation)', () => {
    const old = signatureHeader('the-previous-secret-of-ours', BODY, NOW).split(',')[1];
    expect(checkSignature(SECRET, Buffer.from(BODY), `${header},${old}`, NOW)).toBe('valid');
  });
});
