import { SignJWT, UnsecuredJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { refreshTokens } from '../src/db/schema';
import { LOCAL_JWT_SECRET } from '../src/env/auth';
import { tokenHash } from '../src/services/security/secrets';
import { freshApi, newCustomer } from './support/identity';

const suite = freshApi();
const { api, signUp, login, refresh, profile, bearer } = suite;

const key = new TextEncoder().encode(LOCAL_JWT_SECRET);

/** Moves the spending of a refresh token back in time (the grace of two tabs is 10 s). */
const spentSecondsAgo = (refreshToken: string, seconds: number) =>
  suite
    .database()
    .db.update(refreshTokens)
    .set({ usedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(refreshTokens.tokenHash, tokenHash(refreshToken)));

/** An access token as the API makes them, with any claim or header changed. */
async function forge(
  claims: { sub?: string; sid?: string; iss?: string; aud?: string; exp?: number },
  header: { alg?: string; typ?: string } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: claims.sid, scope: 'customer' })
    .setProtectedHeader({ alg: header.alg ?? 'HS256', typ: header.typ ?? 'at+jwt' })
    .setSubject(claims.sub ?? '1')
    .setIssuer(claims.iss ?? 'maison-rue-api')
    .setAudience(claims.aud ?? 'maison-rue-shop')
    .setIssuedAt(now - 60)
    .setExpirationTime(claims.exp ?? now + 600)
    .sign(key);
}

describe('sign-up and login', () => {
  it('signs up, answers tokens and the profile with the section 3 fields', async () => {
    const customer = newCustomer({ email: ' Jeanne.Upper@Example.FR ', birthday: '1990-04-02' });
    const created = await signUp(customer);
    expect(created.status).toBe(201);
    expect(created.headers.get('cache-control')).toBe('no-store');
    expect(created.body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    const me = await profile(created.body.token);
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    expect(me.body).toMatchObject({
      gender: 2,
      firstName: 'Jeanne',
      lastName: 'Dupont',
      email: 'jeanne.upper@example.fr',
      birthday: '1990-04-02',
      status: 1,
      roles: ['ROLE_USER'],
      scope: ['customer'],
      newsletter: false,
      facebook: null,
      appleId: null,
      googleId: null,
    });
    expect(me.body).not.toHaveProperty('password');
    expect(me.body).not.toHaveProperty('passwordHash');
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    const customer = newCustomer();
    expect((await signUp(customer)).status).toBe(201);
    const again = await signUp({ ...customer, email: customer.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: 409, field: 'email' });
  });

  it.each([
    [{ password: 'short1' }, 'password'],
    [{ password: 'lettersonly' }, 'password'],
    [{ password: '12345678' }, 'password'],
    [{ email: 'jeanne@' }, 'email'],
    [{ lastName: '' }, 'lastName'],
    [{ firstName: '   ' }, 'firstName'],
  ])('refuses sign-up with %j (400 naming %s)', async (change, field) => {
    const answer = await signUp(newCustomer(change));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field });
  });

  it('logs in with the e-mail in any case and refuses a wrong password or unknown e-mail alike', async () => {
    const customer = newCustomer();
    await signUp(customer);
    const ok = await login(customer.email.toUpperCase(), customer.password);
    expect(ok.status).toBe(200);
    expect((await profile(ok.body.token)).body.email).toBe(customer.email.toLowerCase());
    const wrong = await login(customer.email, 'wrong-password1');
    const unknown = await login('nobody@example.fr', 'wrong-password1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect((await api.post('/security/login', { _username: '', _password: 'x' })).status).toBe(400);
  });

  it('stores only an argon2id hash of the password', async () => {
    const customer = newCustomer();
    await signUp(customer);
    const { rows } = (await suite
      .database()
      .db.execute(`select password_hash from customers where email = '${customer.email}'`)) as {
      rows: { password_hash: string }[];
    };
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.password_hash).not.toContain(customer.password);
  });
});

describe('access tokens', () => {
  it('are HS256 JWTs of type at+jwt living 15 minutes, with issuer and audience', async () => {
    const { body } = await signUp(newCustomer());
    expect(decodeProtectedHeader(body.token)).toEqual({ alg: 'HS256', typ: 'at+jwt' });
    const claims = decodeJwt(body.token);
    expect(claims.iss).toBe('maison-rue-api');
    expect(claims.aud).toBe('maison-rue-shop');
    expect(claims.exp! - claims.iat!).toBe(900);
  });

  it('refuses a missing, malformed, unsigned, wrongly signed, expired or foreign token', async () => {
    const { body } = await signUp(newCustomer());
    const { sub, sid } = decodeJwt(body.token) as { sub: string; sid: string };
    const now = Math.floor(Date.now() / 1000);
    const unsigned = new UnsecuredJWT({ sid, scope: 'customer' })
      .setSubject(sub)
      .setIssuer('maison-rue-api')
      .setAudience('maison-rue-shop')
      .setIssuedAt()
      .setExpirationTime('10m')
      .encode();
    const otherKey = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .setSubject(sub)
      .setIssuer('maison-rue-api')
      .setAudience('maison-rue-shop')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    const tampered = `${body.token.slice(0, -4)}AAAA`;
    const cases = {
      valid: await forge({ sub, sid }),
      none: unsigned,
      otherKey,
      tampered,
      expired: await forge({ sub, sid, exp: now - 5 }),
      wrongAudience: await forge({ sub, sid, aud: 'someone-else' }),
      wrongIssuer: await forge({ sub, sid, iss: 'https://evil.example' }),
      wrongType: await forge({ sub, sid }, { typ: 'JWT' }),
      otherAlgorithm: await forge({ sub, sid }, { alg: 'HS512' }),
      noSession: await forge({ sub }),
      otherCustomer: await forge({ sub: String(Number(sub) + 1000), sid }),
    };
    expect((await profile(cases.valid)).status).toBe(200);
    for (const [name, token] of Object.entries(cases).filter(([name]) => name !== 'valid')) {
      const answer = await profile(token);
      expect([name, answer.status]).toEqual([name, 401]);
      expect(answer.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    }
    const anonymous = await api.get('/secure/account/profile/v2');
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer realm="shop"');
    expect(
      (await api.get('/secure/account/profile/v2', { authorization: 'Basic abc' })).status,
    ).toBe(401);
  });
});

describe('refresh', () => {
  it('rotates the refresh token: each one works once and gives a new pair', async () => {
    const first = (await signUp(newCustomer())).body;
    const second = await refresh(first.refresh_token);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).not.toBe(first.refresh_token);
    expect((await profile(second.body.token)).status).toBe(200);
    const third = await refresh(second.body.refresh_token);
    expect(third.status).toBe(200);
    expect((await profile(third.body.token)).status).toBe(200);
  });

  it('revokes the whole chain when a spent refresh token comes back', async () => {
    const first = (await signUp(newCustomer())).body;
    const second = (await refresh(first.refresh_token)).body;
    await spentSecondsAgo(first.refresh_token, 11);
    // An attacker replays the copied first token past the two-tab grace: refused, and the
    // session ends for everyone.
    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(401);
    expect((await refresh(second.refresh_token)).status).toBe(401);
    expect((await profile(second.token)).status).toBe(401);
    expect((await profile(first.token)).status).toBe(401);
  });

  it('does not touch the other sessions of the customer', async () => {
    const customer = newCustomer();
    const phone = (await signUp(customer)).body;
    const laptop = (await login(customer.email, customer.password)).body;
    await refresh(phone.refresh_token);
    await spentSecondsAgo(phone.refresh_token, 11);
    await refresh(phone.refresh_token);
    expect((await profile(laptop.token)).status).toBe(200);
    expect((await refresh(laptop.refresh_token)).status).toBe(200);
  });

  it('refuses an unknown or malformed refresh token', async () => {
    expect((await refresh('A'.repeat(43))).status).toBe(401);
    expect((await refresh('not a token!')).status).toBe(400);
  });
});

describe('logout', () => {
  it('ends the session at once: access token and refresh token both stop working', async () => {
    const tokens = (await signUp(newCustomer())).body;
    const out = await api.post(
      '/security/logout',
      { refresh_token: tokens.refresh_token },
      bearer(tokens.token),
    );
    expect(out.status).toBe(204);
    expect((await profile(tokens.token)).status).toBe(401);
    expect((await refresh(tokens.refresh_token)).status).toBe(401);
  });

  it('works with the refresh token alone and is idempotent', async () => {
    const tokens = (await signUp(newCustomer())).body;
    expect(
      (await api.post('/security/logout', { refresh_token: tokens.refresh_token })).status,
    ).toBe(204);
    expect((await profile(tokens.token)).status).toBe(401);
    expect(
      (await api.post('/security/logout', { refresh_token: tokens.refresh_token })).status,
    ).toBe(204);
    expect((await api.post('/security/logout', {})).status).toBe(204);
  });
});

describe('addresses', () => {
  it('answers the signed-in customer address book (empty for a new account)', async () => {
    const tokens = (await signUp(newCustomer())).body;
    const answer = await api.get('/secure/account/addresses', bearer(tokens.token));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([]);
    expect((await api.get('/secure/account/addresses')).status).toBe(401);
  });
});
