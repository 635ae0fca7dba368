import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, SECURITY_HEADERS } from './security-headers';

describe('contentSecurityPolicy', () => {
  const nonce = 'q1w2e3r4t5y6u7i8o9p0aa==';

  it('allows only scripts with the nonce, and those they add', () => {
    const policy = contentSecurityPolicy(nonce);
    expect(policy).toContain(`script-src 'nonce-${nonce}' 'strict-dynamic';`);
    expect(policy).not.toMatch(/unsafe-(inline|eval)/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
  });

  it('lets no site frame the shop', () => {
    expect(contentSecurityPolicy(nonce)).toContain("frame-ancestors 'none'");
    expect(SECURITY_HEADERS['X-Frame-Options']).toBe('DENY');
  });

  it("adds eval for the development servers' tooling only when asked", () => {
    expect(contentSecurityPolicy(nonce, { dev: true })).toContain("'unsafe-eval'");
  });

  it('refuses a nonce that could break out of the header or be guessed', () => {
    expect(() => contentSecurityPolicy("abc'; script-src *")).toThrow();
    expect(() => contentSecurityPolicy('short')).toThrow();
  });

  it('sends nosniff, a referrer policy and a permissions policy', () => {
    expect(SECURITY_HEADERS).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(SECURITY_HEADERS['Permissions-Policy']).toContain('camera=()');
  });
});
