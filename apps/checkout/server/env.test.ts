// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readServerEnv } from './env';

describe('readServerEnv', () => {
  it('defaults to 127.0.0.1:3002', () => {
    expect(readServerEnv({})).toEqual({ CHECKOUT_PORT: 3002, SERVICE_HOST: '127.0.0.1' });
    expect(readServerEnv({ CHECKOUT_PORT: '', SERVICE_HOST: '' })).toEqual({
      CHECKOUT_PORT: 3002,
      SERVICE_HOST: '127.0.0.1',
    });
  });

  it('reads the port and host', () => {
    expect(readServerEnv({ CHECKOUT_PORT: '4102', SERVICE_HOST: '0.0.0.0' })).toEqual({
      CHECKOUT_PORT: 4102,
      SERVICE_HOST: '0.0.0.0',
    });
  });

  it('rejects a port that is not one', () => {
    expect(() => readServerEnv({ CHECKOUT_PORT: 'http' })).toThrow();
    expect(() => readServerEnv({ CHECKOUT_PORT: '70000' })).toThrow();
  });
});
