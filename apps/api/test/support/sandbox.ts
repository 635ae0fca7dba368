import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/client';
import { LOCAL_SANDBOX_WEBHOOK_SECRET } from '../../src/env/payment';
import type { CreatePaymentInput } from '../../src/payments/port';
import { SANDBOX_PAGES_BASE } from '../../src/payments/sandbox/paths';
import { createSandboxProvider } from '../../src/payments/sandbox/provider';
import { openFreshDatabase } from './databases';
import { http } from './http';
import { newCustomer, type Tokens } from './identity';
import { startServer, testEnv, type TestServer } from './server';

/**
 * The sandbox suites: an empty database of their own, the API on it, and the sandbox provider
 * on the same database (what the orders service would call), to create payments the hosted
 * pages then take through over HTTP.
 */
export function sandboxApi(
  settings: () => Record<string, string> = () => ({}),
  options: { sandboxWebhooks?: boolean } = {},
) {
  let database: Database | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    database = await openFreshDatabase();
    server = await startServer(database, testEnv(settings()), options);
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });
  const started = () => {
    if (!database || !server) throw new Error('The sandbox suite is used before beforeAll');
    return { database, server };
  };
  const provider = () =>
    createSandboxProvider({
      db: started().database.db,
      webhookSecret: settings().SANDBOX_WEBHOOK_SECRET ?? LOCAL_SANDBOX_WEBHOOK_SECRET,
      pagesBase: SANDBOX_PAGES_BASE,
    });
  /** An absolute URL for a path of the API's origin (`/api/v5/sandbox/pay/...`). */
  const absolute = (path: string) => `${new URL(started().server.url('')).origin}${path}`;
  const api = http({ url: (path: string) => started().server.url(path) });
  /** A new signed-up customer: a token for /secure calls, and who the provider knows. */
  const shopper = async () => {
    const signUp = await api.post<Tokens>('/security/register', newCustomer());
    if (signUp.status !== 201) throw new Error(`sign-up failed: ${signUp.status}`);
    const { token } = signUp.body;
    const me = await api.get<{ id: number; email: string }>('/secure/account/profile/v2', {
      authorization: `Bearer ${token}`,
    });
    return { token, customer: { id: me.body.id, email: me.body.email } };
  };
  return { started, provider, absolute, api, shopper, db: () => started().database.db };
}

let counter = 0;
export function paymentInput(overrides: Partial<CreatePaymentInput> = {}): CreatePaymentInput {
  counter += 1;
  return {
    orderId: 1000 + counter,
    orderNumber: `FR-2611-${String(counter).padStart(6, '0')}`,
    amountCents: 4990,
    kind: 'card',
    installments: 1,
    customer: { id: 7, email: 'jeanne@example.fr' },
    returnUrl: `/checkout/confirm?order=${1000 + counter}`,
    locale: 'fr',
    idempotencyKey: `payment-${process.pid}-${counter}-${Date.now()}`,
    ...overrides,
  };
}

export interface FormAnswer {
  status: number;
  location: string | null;
  html: string;
}

/** Posts a form as a browser does, without following the redirect. */
export async function postForm(url: string, fields: Record<string, string>): Promise<FormAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    html: await response.text(),
  };
}

export async function getPage(url: string): Promise<FormAnswer & { headers: Headers }> {
  const response = await fetch(url, { redirect: 'manual' });
  return {
    status: response.status,
    location: response.headers.get('location'),
    html: await response.text(),
    headers: response.headers,
  };
}

export const goodCard = (number: string) => ({
  holder: 'Jeanne Dupont',
  number,
  expiry: '12/39',
  cvc: '123',
  action: 'pay',
});
