import { describe, expect, it } from 'vitest';
import { securityTxt, SECURITY_TXT_VALIDITY_DAYS } from './security-txt';

describe('securityTxt', () => {
  it('has the RFC 9116 fields, Expires under a year after the answer', () => {
    const now = new Date();
    const text = securityTxt({
      contacts: ['mailto:security@example.fr'],
      canonical: 'https://www.example.fr/.well-known/security.txt',
      languages: ['fr', 'en'],
      now,
    });
    expect(text).toContain('Contact: mailto:security@example.fr\n');
    expect(text).toContain('Canonical: https://www.example.fr/.well-known/security.txt\n');
    expect(text).toContain('Preferred-Languages: fr, en\n');
    const expires = /^Expires: (\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ)$/m.exec(text)?.[1];
    const ahead = Date.parse(expires!) - now.getTime();
    expect(Math.round(ahead / 86_400_000)).toBe(SECURITY_TXT_VALIDITY_DAYS);
    expect(ahead).toBeLessThan(365 * 86_400_000);
  });
});
