import { describe, expect, it } from 'vitest';
import { isAdminToken } from './admin-token';

describe('isAdminToken', () => {
  it('accepts only the exact token', () => {
    expect(isAdminToken('local-admin-token', 'local-admin-token')).toBe(true);
    expect(isAdminToken('local-admin-tokeN', 'local-admin-token')).toBe(false);
    expect(isAdminToken('local-admin-token-longer', 'local-admin-token')).toBe(false);
    expect(isAdminToken('', 'local-admin-token')).toBe(false);
    expect(isAdminToken(undefined, 'local-admin-token')).toBe(false);
  });
});
