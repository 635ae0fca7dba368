import { describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../app';
import { SANDBOX_PAGES_BASE, SANDBOX_WEBHOOK_PATH } from './paths';

describe('sandbox paths', () => {
  it('sit under the API prefix', () => {
    expect(SANDBOX_PAGES_BASE).toBe(`${API_PREFIX}/sandbox`);
    expect(SANDBOX_WEBHOOK_PATH).toBe(`${API_PREFIX}/payments/webhooks/sandbox`);
  });
});
