import { createApiClient, type ApiClient } from '@shop/api-client';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/client';
import { seedDatabase } from '../../src/seed/run';
import { openFreshDatabase } from './databases';
import { http } from './http';
import { newCustomer, type Tokens } from './identity';
import { TEST_SEED } from './provided';
import { startServer, testEnv, type TestServer } from './server';

export const ADMIN = { 'X-Admin-Token': 'local-admin-token' };

let ip = 0;
/** A client address of its own (the API trusts X-Forwarded-For from loopback): own rate limits. */
export const fromNewIp = () => {
  ip += 1;
  return { 'x-forwarded-for': `203.0.113.${ip % 250}` };
};

/**
 * The shopper suites write (alerts, wishes, reviews, newsletter): a database of their own,
 * seeded small, and an API on it with optional settings and workers.
 */
export function shopperApi(
  options: { settings?: Record<string, string>; productAlerts?: boolean } = {},
) {
  let database: Database | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    database = await openFreshDatabase();
    await seedDatabase(database.db, { products: 30, seed: TEST_SEED });
    server = await startServer(database, testEnv(options.settings), {
      productAlerts: options.productAlerts ?? false,
    });
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('The API suite is used before beforeAll started it');
    return value;
  };
  const api = http({ url: (path: string) => started(server).url(path) });
  return {
    api,
    database: () => started(database),
    bearer: (token: string) => ({ authorization: `Bearer ${token}` }),
    client: (store: 'fr' | 'es' | 'int' = 'fr', device: 0 | 1 = 0): ApiClient =>
      createApiClient({
        baseUrl: started(server).url(''),
        store,
        device,
        locale: store === 'int' ? 'en' : store,
      }),
    /** Signs a new customer up; the access token and the customer's e-mail. */
    signUp: async (overrides: Record<string, unknown> = {}) => {
      const body = newCustomer(overrides);
      const answer = await api.post<Tokens>('/security/register', body, fromNewIp());
      if (answer.status !== 201) throw new Error(`sign-up failed: ${answer.status}`);
      return { token: answer.body.token, email: body.email as string };
    },
  };
}
