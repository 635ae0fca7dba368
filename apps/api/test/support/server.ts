import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/client';
import { loadEnv, type Env } from '../../src/env';
import type { PaymentProvider } from '../../src/payments/port';

export interface TestServer {
  url: (path: string) => string;
  close: () => Promise<void>;
}

export const testEnv = (overrides: Record<string, string> = {}): Env =>
  loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides });

/** The real app on an ephemeral port, called over HTTP with fetch. */
export async function startServer(
  database: Database,
  env: Env = testEnv(),
  options: {
    searchSync?: boolean;
    productAlerts?: boolean;
    payments?: PaymentProvider;
    sandboxWebhooks?: boolean;
  } = {},
): Promise<TestServer> {
  const app = await buildApp({
    db: database.db,
    env,
    validateResponses: true,
    listen: database.listen,
    ...options,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}/api/v5${path}`,
    close: () => app.close(),
  };
}
