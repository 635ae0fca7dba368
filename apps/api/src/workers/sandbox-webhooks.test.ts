import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { retryDelayMs } from '../payments/sandbox/delivery';
import { ownReceiver } from './sandbox-webhooks';

const listening = (address: object | null) =>
  ({ server: { address: () => address } }) as unknown as Pick<FastifyInstance, 'server'>;

describe('sandbox webhook worker', () => {
  it('sends to this API itself when no SANDBOX_WEBHOOK_URL is set', () => {
    const receiver = '/api/v5/payments/webhooks/sandbox';
    expect(ownReceiver(listening({ address: '127.0.0.1', family: 'IPv4', port: 3003 }))).toBe(
      `http://127.0.0.1:3003${receiver}`,
    );
    expect(ownReceiver(listening({ address: '0.0.0.0', family: 'IPv4', port: 4003 }))).toBe(
      `http://127.0.0.1:4003${receiver}`,
    );
    expect(ownReceiver(listening({ address: '::1', family: 'IPv6', port: 3003 }))).toBe(
      `http://[::1]:3003${receiver}`,
    );
    expect(ownReceiver(listening(null))).toBeNull();
  });

  it('waits twice as long after each failed delivery, an hour at most', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 1000))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(retryDelayMs(30, 1000)).toBe(3_600_000);
  });
});
