import { describe, expect, it } from 'vitest';
import { apiBaseUrl } from './base-url';

describe('apiBaseUrl', () => {
  it('puts the API path under an origin, or under the page’s own', () => {
    expect(apiBaseUrl('http://127.0.0.1:3003')).toBe('http://127.0.0.1:3003/api/v5');
    expect(apiBaseUrl('http://127.0.0.1:3003/')).toBe('http://127.0.0.1:3003/api/v5');
    expect(apiBaseUrl()).toBe('/api/v5');
  });
});
