import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../src/db/client';
import { openFreshDatabase } from './databases';
import { http, type Answer } from './http';
import { startServer, testEnv, type TestServer } from './server';

export interface Tokens {
  token: string;
  /** Not in the answer's body: read from its HttpOnly refresh cookie (withRefreshToken). */
  refresh_token: string;
  token_type: 'Bearer';
  expires_in: number;
}

/** The refresh token a sign-in answer set in its cookie, or null. */
export function refreshCookieOf(answer: Pick<Answer<unknown>, 'headers'>): string | null {
  for (const cookie of answer.headers.getSetCookie()) {
    const match = /^auth\._refresh_token\.\w+=([^;]+)/.exec(cookie);
    if (match) return decodeURIComponent(match[1]!);
  }
  return null;
}

/** A sign-in answer with the refresh token of its cookie put in the body, as tests read it. */
export function withRefreshToken(answer: Answer<Tokens>): Answer<Tokens> {
  const refreshToken = refreshCookieOf(answer);
  if (refreshToken && typeof answer.body === 'object')
    answer.body = { ...answer.body, refresh_token: refreshToken };
  return answer;
}

/**
 * The identity suites write customers and sessions: each file gets an empty database of its
 * own and an API on it, with optional settings (providers, Redis).
 */
export function freshApi(settings: () => Record<string, string> = () => ({})) {
  let database: Database | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    database = await openFreshDatabase();
    server = await startServer(database, testEnv(settings()));
  });
  afterAll(async () => {
    await server?.close();
    await database?.close();
  });
  const api = http({
    url: (path: string) => {
      if (!server) throw new Error('The API suite is used before beforeAll started it');
      return server.url(path);
    },
  });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  return {
    api,
    database: () => database!,
    bearer,
    signUp: async (body: Record<string, unknown>) =>
      withRefreshToken(await api.post<Tokens>('/security/register', body)),
    login: async (username: string, password: string, headers?: Record<string, string>) =>
      withRefreshToken(
        await api.post<Tokens>(
          '/security/login',
          { _username: username, _password: password },
          headers,
        ),
      ),
    refresh: async (refreshToken: string) =>
      withRefreshToken(
        await api.post<Tokens>('/security/refresh', { refresh_token: refreshToken }),
      ),
    profile: (token: string) =>
      api.get<{ id: number; firstName: string; lastName: string; email: string }>(
        '/secure/account/profile/v2',
        bearer(token),
      ),
    outbox: async (to: string) =>
      (
        await api.get<{
          emails: { subject: string; text: string; kind: string; locale: string }[];
        }>(`/dev/outbox?to=${encodeURIComponent(to)}`)
      ).body.emails,
  };
}

let counter = 0;
/** A new customer's sign-up body; every call gets its own e-mail. */
export function newCustomer(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    civility: 2,
    lastName: 'Dupont',
    firstName: 'Jeanne',
    email: `jeanne.${process.pid}.${counter}.${Date.now()}@example.fr`,
    password: 'secret123',
    newsletter: false,
    ...overrides,
  };
}

/** The token in the first link of an e-mail (`?token=` or `/autoconnect/{token}`). */
export function tokenInEmail(text: string): string {
  const match = /(?:token=|\/autoconnect\/)([A-Za-z0-9_-]+)/.exec(text);
  if (!match) throw new Error(`No token link in e-mail:\n${text}`);
  return match[1]!;
}

export const isTokens = (answer: Answer<unknown>) => answer.status === 200 || answer.status === 201;
