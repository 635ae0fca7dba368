import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshApi, newCustomer, type Tokens } from './support/identity';
import {
  APPLE_CLIENT_ID,
  APPLE_REDIRECT_URI,
  FACEBOOK_APP_ID,
  startProviderStandIn,
  type StandIn,
} from './support/provider-stand-in';

let providers: StandIn;
beforeAll(async () => {
  providers = await startProviderStandIn();
});
afterAll(() => providers?.close());

const suite = freshApi(() => providers.settings);
const { api, signUp, profile } = suite;

type Profile = { id: number; email: string; firstName: string; googleId: string | null };
const me = async (tokens: Tokens) => (await profile(tokens.token)).body as unknown as Profile;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
let serial = 0;
const unique = (name: string) => `${name}.${Date.now()}.${(serial += 1)}@example.fr`;

describe('social configuration', () => {
  it('gives the buttons the public ids only', async () => {
    const answer = await api.get<Record<string, Record<string, string>>>('/security/social-config');
    expect(answer.body.google).toMatchObject({ clientId: 'shop-web.apps.googleusercontent.test' });
    expect(answer.body.apple).toMatchObject({
      clientId: APPLE_CLIENT_ID,
      redirectUri: APPLE_REDIRECT_URI,
    });
    expect(answer.body.facebook).toMatchObject({ appId: FACEBOOK_APP_ID, version: 'v21.0' });
    expect(JSON.stringify(answer.body)).not.toContain('secret');
    expect(JSON.stringify(answer.body)).not.toContain('PRIVATE');
  });
});

describe('Google', () => {
  const connect = (credential: string) =>
    api.post<Tokens>('/social-connect/google', { credential });

  it('creates the account from a verified ID token, then finds it again', async () => {
    const email = unique('google');
    const claims = { sub: 'g-1', email, email_verified: true, given_name: 'Ada', family_name: 'L' };
    const first = await connect(await providers.googleToken(claims));
    expect(first.status).toBe(200);
    // The refresh token is the HttpOnly cookie of the session's strategy, never in the body.
    expect(first.body).not.toHaveProperty('refresh_token');
    expect(
      first.headers.getSetCookie().find((c) => c.startsWith('auth._refresh_token.customGoogle=')),
    ).toMatch(/^auth\._refresh_token\.customGoogle=[\w-]{43}; .*HttpOnly; SameSite=Strict/);
    const created = await me(first.body);
    expect(created).toMatchObject({ email, firstName: 'Ada', googleId: 'g-1' });
    const again = await connect(await providers.googleToken({ sub: 'g-1' }));
    expect((await me(again.body)).id).toBe(created.id);
  });

  it('links to the existing account of the same verified e-mail', async () => {
    const customer = newCustomer();
    const local = await me((await signUp(customer)).body);
    const tokens = await connect(
      await providers.googleToken({ sub: 'g-2', email: customer.email, email_verified: true }),
    );
    expect((await me(tokens.body)).id).toBe(local.id);
  });

  it('refuses an unverified e-mail it cannot link', async () => {
    const answer = await connect(
      await providers.googleToken({ sub: 'g-3', email: unique('g3'), email_verified: false }),
    );
    expect(answer.status).toBe(401);
  });

  it.each([
    ['a wrong audience', { audience: 'someone-else.apps.googleusercontent.test' }],
    ['an expired token', { expiresIn: Math.floor(Date.now() / 1000) - 60 }],
    ['a signature by another key', { foreignKey: true }],
  ])('refuses %s', async (_case, options) => {
    const token = await providers.googleToken(
      { sub: 'g-4', email: unique('g4'), email_verified: true },
      options,
    );
    const answer = await connect(token);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ message: 'The google sign-in was refused' });
  });

  it('refuses an unsigned token', async () => {
    const good = await providers.googleToken({
      sub: 'g-5',
      email: unique('g5'),
      email_verified: true,
    });
    const [, payload] = good.split('.');
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect((await connect(`${header}.${payload}.`)).status).toBe(401);
  });
});

describe('Apple', () => {
  const connect = (code: string, extra: Record<string, unknown> = {}) =>
    api.post<Tokens>('/social-connect/apple', {
      code,
      clientId: APPLE_CLIENT_ID,
      redirectUri: APPLE_REDIRECT_URI,
      firstName: 'Grace',
      lastName: 'Hopper',
      ...extra,
    });

  it('exchanges the code, verifies the ID token and signs in', async () => {
    const email = unique('apple');
    const code = await providers.appleCode({ sub: 'a-1', email, email_verified: 'true' });
    const answer = await connect(code);
    expect(answer.status).toBe(200);
    expect(await me(answer.body)).toMatchObject({ email, firstName: 'Grace' });
    // The code was spent at Apple: the same code again is refused.
    expect((await connect(code)).status).toBe(401);
  });

  it.each([
    ['a wrong audience', { audience: 'com.other.app' }],
    ['an expired ID token', { expiresIn: Math.floor(Date.now() / 1000) - 60 }],
    ['a signature by another key', { foreignKey: true }],
  ])('refuses %s', async (_case, options) => {
    const code = await providers.appleCode(
      { sub: 'a-2', email: unique('a2'), email_verified: 'true' },
      options,
    );
    expect((await connect(code)).status).toBe(401);
  });

  it('refuses an unknown code, another client id or redirect URI', async () => {
    expect((await connect('made-up-code')).status).toBe(401);
    const code = await providers.appleCode({
      sub: 'a-3',
      email: unique('a3'),
      email_verified: 'true',
    });
    expect((await connect(code, { clientId: 'com.other.app' })).status).toBe(401);
    expect((await connect(code, { redirectUri: 'https://evil.example/cb' })).status).toBe(401);
    expect((await connect(code)).status).toBe(200);
  });
});

describe('Facebook', () => {
  const connect = (accessToken: string, userID: string) =>
    api.post<Tokens>('/social-connect/facebook', { accessToken, userID });
  const valid = (userId: string) => ({
    app_id: FACEBOOK_APP_ID,
    is_valid: true,
    user_id: userId,
    expires_at: inAnHour(),
  });

  it('checks the token with debug_token and signs in', async () => {
    const email = unique('fb');
    const token = providers.facebookToken(valid('1001'), { email, first_name: 'Mary' });
    const answer = await connect(token, '1001');
    expect(answer.status).toBe(200);
    expect(await me(answer.body)).toMatchObject({ email, firstName: 'Mary' });
  });

  it.each([
    ['an invalid token', { is_valid: false }],
    ['a token of another app', { app_id: '999' }],
    ['an expired token', { expires_at: Math.floor(Date.now() / 1000) - 60 }],
  ])('refuses %s', async (_case, change) => {
    const token = providers.facebookToken(
      { ...valid('1002'), ...change },
      { email: unique('fb2') },
    );
    expect((await connect(token, '1002')).status).toBe(401);
  });

  it('refuses a token of another user and an unknown token', async () => {
    const token = providers.facebookToken(valid('1003'), { email: unique('fb3') });
    expect((await connect(token, '1004')).status).toBe(401);
    expect((await connect('never-issued', '1003')).status).toBe(401);
    expect((await connect(token, 'abc')).status).toBe(400);
  });
});
