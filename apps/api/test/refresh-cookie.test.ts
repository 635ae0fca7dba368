import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { signAccessToken } from '../src/services/security/access-tokens';
import { freshApi, newCustomer, refreshCookieOf, type Tokens } from './support/identity';
import { testEnv } from './support/server';

// Finding 7 of issue 19: the refresh token is a cookie no script can read, sent to the refresh
// call alone (decision 27, revised).
const { api, signUp, profile, bearer } = freshApi();
const PATH = '/api/v5/security/refresh';
const LOCAL = 'auth._refresh_token.customLocal';

const setCookies = (answer: { headers: Headers }) => answer.headers.getSetCookie();
const cookieNamed = (answer: { headers: Headers }, name: string) =>
  setCookies(answer).find((cookie) => cookie.startsWith(`${name}=`));
const attributes = (cookie: string | undefined) =>
  (cookie ?? '')
    .split(';')
    .slice(1)
    .map((part) => part.trim());

/** A refresh as a browser makes it: no body field, only the cookie it was given. */
const refreshWithCookie = (refreshToken: string, headers: Record<string, string> = {}) =>
  api.post<Tokens>('/security/refresh', {}, { cookie: `${LOCAL}=${refreshToken}`, ...headers });

describe('the refresh-token cookie', () => {
  it('is set by a sign-in, HttpOnly, SameSite=Strict, on the refresh path only, never in the body', async () => {
    const customer = newCustomer();
    // Straight calls: the suite's signUp and login copy the cookie into the body for tests.
    for (const answer of [
      await api.post('/security/register', customer),
      await api.post('/security/login', {
        _username: customer.email,
        _password: customer.password,
      }),
    ]) {
      expect(answer.body).not.toHaveProperty('refresh_token');
      const cookie = cookieNamed(answer, LOCAL);
      expect(refreshCookieOf(answer)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(attributes(cookie)).toEqual([
        `Path=${PATH}`,
        'Max-Age=1728000',
        'HttpOnly',
        'SameSite=Strict',
      ]);
      // One session at a time: the other strategies' refresh cookies are removed.
      const apple = cookieNamed(answer, 'auth._refresh_token.customApple');
      expect(attributes(apple)).toContain('Max-Age=0');
      expect(attributes(apple)).toContain(`Path=${PATH}`);
    }
  });

  it('is Secure when the shop is served over https (the gateway says so)', async () => {
    const customer = newCustomer();
    await signUp(customer);
    const answer = await api.post(
      '/security/login',
      { _username: customer.email, _password: customer.password },
      { 'x-forwarded-proto': 'https' },
    );
    expect(attributes(cookieNamed(answer, LOCAL))).toContain('Secure');
  });

  it('refreshes the session from the cookie alone, and replaces it', async () => {
    const signedUp = await signUp(newCustomer());
    const first = refreshCookieOf(signedUp)!;
    const renewed = await refreshWithCookie(first);
    expect(renewed.status).toBe(200);
    expect(Object.keys(renewed.body).sort()).toEqual(['expires_in', 'token', 'token_type']);
    expect((await profile(renewed.body.token)).status).toBe(200);
    const second = refreshCookieOf(renewed);
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    expect(attributes(cookieNamed(renewed, LOCAL))).toContain('HttpOnly');
    expect((await refreshWithCookie(second!)).status).toBe(200);
  });

  it('answers 401 and removes the cookie without a refresh token, or with a refused one', async () => {
    for (const answer of [
      await api.post('/security/refresh', {}),
      await refreshWithCookie('A'.repeat(43)),
    ]) {
      expect(answer.status).toBe(401);
      expect(attributes(cookieNamed(answer, LOCAL))).toContain('Max-Age=0');
    }
  });

  it('is removed by logout, whose session ends: the cookie no longer refreshes', async () => {
    const signedUp = await signUp(newCustomer());
    const refreshToken = refreshCookieOf(signedUp)!;
    const out = await api.post('/security/logout', {}, bearer(signedUp.body.token));
    expect(out.status).toBe(204);
    const cleared = cookieNamed(out, LOCAL);
    expect(cleared).toMatch(new RegExp(`^${LOCAL.replace(/\./g, '\\.')}=;`));
    expect(attributes(cleared)).toEqual(
      expect.arrayContaining([`Path=${PATH}`, 'Max-Age=0', 'HttpOnly']),
    );
    expect((await refreshWithCookie(refreshToken)).status).toBe(401);
  });

  it('logout ends the session named by an expired access token (the browser has no other)', async () => {
    const signedUp = await signUp(newCustomer());
    const refreshToken = refreshCookieOf(signedUp)!;
    const { sub, sid } = decodeJwt(signedUp.body.token) as { sub: string; sid: string };
    const jwt = testEnv().auth.jwt;
    const expired = await signAccessToken(
      { customerId: Number(sub), sessionId: sid, scope: ['customer'] },
      jwt,
      Date.now() - (jwt.accessTtlS + 60) * 1000,
    );
    expect((await profile(expired)).status).toBe(401);
    expect((await api.post('/security/logout', {}, bearer(expired))).status).toBe(204);
    expect((await refreshWithCookie(refreshToken)).status).toBe(401);
  });
});
