import { describe, expect, it } from 'vitest';
import { afterSignUpTarget, hasAccountCreatedFlag } from './account-created';

describe('afterSignUpTarget', () => {
  it('flags the home page, in every language prefix', () => {
    expect(afterSignUpTarget('/', '/')).toBe('/?account_created=1');
    expect(afterSignUpTarget('/de', '/de')).toBe('/de?account_created=1');
    expect(afterSignUpTarget('/de/', '/de')).toBe('/de/?account_created=1');
    expect(afterSignUpTarget('/?utm=x', '/')).toBe('/?utm=x&account_created=1');
  });

  it('leaves any other target alone', () => {
    expect(afterSignUpTarget('/checkout/shipping', '/')).toBe('/checkout/shipping');
    expect(afterSignUpTarget('/de/wishlist', '/de')).toBe('/de/wishlist');
    expect(afterSignUpTarget('/de', '/')).toBe('/de');
  });
});

describe('hasAccountCreatedFlag', () => {
  it('reads the flag from a query string', () => {
    expect(hasAccountCreatedFlag('?account_created=1')).toBe(true);
    expect(hasAccountCreatedFlag('?account_created=0')).toBe(false);
    expect(hasAccountCreatedFlag('')).toBe(false);
  });
});
