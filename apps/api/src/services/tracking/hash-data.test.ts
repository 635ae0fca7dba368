import { describe, expect, it } from 'vitest';
import { hashData } from './hash-data';

describe('hashData', () => {
  it('is a keyed HMAC-SHA256 of the normalised input', () => {
    const hash = hashData('key-one-long-enough', 'me@example.com');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashData('key-one-long-enough', ' ME@example.com ')).toBe(hash);
    expect(hashData('key-two-long-enough', 'me@example.com')).not.toBe(hash);
    expect(hash).not.toContain('example');
  });
});
