// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readServerEnv } from './env';

describe('readServerEnv', () => {
  const DEFAULTS = {
    CHECKOUT_PORT: 3002,
    SERVICE_HOST: '127.0.0.1',
    API_URL: 'http://127.0.0.1:3003',
    CHECKOUT_REQUEST_TIMEOUT_MS: 30_000,
    CHECKOUT_HEADERS_TIMEOUT_MS: 10_000,
    CHECKOUT_KEEP_ALIVE_TIMEOUT_MS: 10_000,
    SHOP_STORE_HOSTS: '',
    LOG_LEVEL: 'info',
  };

  it('defaults to 127.0.0.1:3002 and the API on 3003', () => {
    expect(readServerEnv({})).toEqual(DEFAULTS);
    expect(readServerEnv({ CHECKOUT_PORT: '', SERVICE_HOST: '', API_URL: '' })).toEqual(DEFAULTS);
  });

  it('reads the port, host and API address', () => {
    expect(
      readServerEnv({
        CHECKOUT_PORT: '4102',
        SERVICE_HOST: '0.0.0.0',
        API_URL: 'http://10.0.0.5:4103',
      }),
    ).toMatchObject({
      CHECKOUT_PORT: 4102,
      SERVICE_HOST: '0.0.0.0',
      API_URL: 'http://10.0.0.5:4103',
    });
  });

  it('rejects a port that is not one', () => {
    expect(() => readServerEnv({ CHECKOUT_PORT: 'http' })).toThrow();
    expect(() => readServerEnv({ CHECKOUT_PORT: '70000' })).toThrow();
    expect(() => readServerEnv({ API_URL: '127.0.0.1:3003' })).toThrow();
  });
});
