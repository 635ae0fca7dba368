import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { openFreshDatabase } from '../support/databases';
import { startServer, testEnv, type TestServer } from '../support/server';

// Finding 8 of issue 19: the outbox (every reset link) was readable through the gateway.
const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'Vx9kQ2mLr7ZpT4yH8nB3cW6eJ1sD5fGa',
  ENCRYPTION_KEY: 'q8Z3xLm2Rt9VbN4k',
  ADMIN_TOKEN: 'Hk3Pz8Qw2Lm9Xc4V',
  ALGOLIA_ADMIN_KEY: 'aS8dF3gH7jK2lZ9x',
  PAYMENT_PROVIDER: 'sandbox',
  SANDBOX_WEBHOOK_SECRET: 'Wq2Er5Ty8Ui1Op4AsDfGhJkL',
  SHOP_EXAMPLE_COMPANY: '1',
  LOG_LEVEL: 'silent',
};

let database: Database | undefined;
const servers: TestServer[] = [];
beforeAll(async () => {
  database = await openFreshDatabase();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
  await database?.close();
});
const serve = async (env: Parameters<typeof startServer>[1]) => {
  const server = await startServer(database!, env);
  servers.push(server);
  return server;
};

describe('the outbox view (issue 19, finding 8)', () => {
  it('does not exist in production, whatever the caller', async () => {
    const server = await serve(
      (await import('../../src/env')).loadEnv({ ...PRODUCTION, SERVICE_HOST: '127.0.0.1' }),
    );
    const answer = await fetch(server.url('/dev/outbox'));
    expect(answer.status).toBe(404);
  });

  it('answers a browser on this machine only in the development mode', async () => {
    const server = await serve(testEnv({ NODE_ENV: 'development' }));
    expect((await fetch(server.url('/dev/outbox'))).status).toBe(200);
    const throughGateway = (ip: string) =>
      fetch(server.url('/dev/outbox'), { headers: { 'x-forwarded-for': ip } });
    expect((await throughGateway('127.0.0.1')).status).toBe(200);
    expect((await throughGateway('203.0.113.9')).status).toBe(404);
    expect((await throughGateway('2001:db8::9')).status).toBe(404);
  });
});
