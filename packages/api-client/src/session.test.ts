import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import type { TCustomerProfile } from './schemas/account';
import {
  callWithRefresh,
  clearedSessionCookies,
  fetchProfileWithRefresh,
  forgetSessionRenewals,
  readSessionFromCookieHeader,
  REFRESH_COOKIE_PATH,
  refreshTokenCookieName,
  SessionExpiredError,
  sessionCookies,
  STRATEGY_COOKIE,
  tokenCookieName,
  type StoredSession,
} from './session';

const profile: TCustomerProfile = {
  id: 7,
  gender: 2,
  lastName: 'Dupont',
  firstName: 'Jeanne',
  birthday: null,
  email: 'jeanne@example.fr',
  phone: null,
  status: 1,
  roles: ['ROLE_USER'],
  scope: ['customer'],
  newsletter: false,
  facebook: null,
  appleId: null,
  googleId: null,
};
const session: StoredSession = { strategy: 'customLocal', token: 'old.jwt' };
beforeEach(forgetSessionRenewals);

const unauthorized = () => new ApiError(401, 'Unauthorized', {}, { status: 401, statusText: '' });
const tokens = {
  token: 'new.jwt',
  token_type: 'Bearer' as const,
  expires_in: 900,
};

describe('cookie names', () => {
  it('follow the spec prefixes per strategy', () => {
    expect(STRATEGY_COOKIE).toBe('auth.strategy');
    expect(tokenCookieName('customLocal')).toBe('auth._token.customLocal');
    expect(refreshTokenCookieName('customApple')).toBe('auth._refresh_token.customApple');
    // The refresh cookie is the API's, sent to the refresh call alone.
    expect(REFRESH_COOKIE_PATH).toBe('/api/v5/security/refresh');
  });
});

describe('reading the session from a Cookie header', () => {
  it('reads the current strategy and its access token, never a refresh token', () => {
    const header =
      'shop_consent=a0m0; auth.strategy=customFacebook; auth._token.customFacebook=abc.def; ' +
      'auth._refresh_token.customFacebook=xyz; auth._token.customLocal=other';
    expect(readSessionFromCookieHeader(header)).toEqual({
      strategy: 'customFacebook',
      token: 'abc.def',
    });
  });
  it('defaults to customLocal and needs an access token', () => {
    expect(readSessionFromCookieHeader('auth._token.customLocal=t')).toEqual({
      strategy: 'customLocal',
      token: 't',
    });
    expect(readSessionFromCookieHeader('auth._refresh_token.customLocal=r')).toBeNull();
    expect(readSessionFromCookieHeader(undefined)).toBeNull();
    expect(readSessionFromCookieHeader('auth.strategy=evil; auth._token.evil=t')).toBeNull();
  });
  it('round-trips what sessionCookies writes', () => {
    const written = sessionCookies(session, { secure: true });
    expect(written[0]).toBe(
      'auth.strategy=customLocal; Path=/; Max-Age=1728000; SameSite=Lax; Secure',
    );
    const header = written
      .filter((value) => !value.includes('Max-Age=0'))
      .map((value) => value.split(';')[0])
      .join('; ');
    expect(readSessionFromCookieHeader(header)).toEqual(session);
  });
  it('expires the other strategies and, on logout, every cookie', () => {
    const written = sessionCookies(session, { secure: false });
    expect(written).toContain('auth._token.customApple=; Path=/; Max-Age=0; SameSite=Lax');
    const cleared = clearedSessionCookies({ secure: false });
    expect(cleared).toHaveLength(9);
    expect(cleared.every((value) => value.includes('Max-Age=0'))).toBe(true);
  });
  it('never writes a refresh token: only removes copies scripts kept at Path=/ before', () => {
    const refreshCookies = [
      ...sessionCookies(session, { secure: true }),
      ...clearedSessionCookies({ secure: true }),
    ].filter((value) => value.startsWith('auth._refresh_token.'));
    expect(refreshCookies).toHaveLength(8);
    for (const value of refreshCookies)
      expect(value).toMatch(/^auth\._refresh_token\.\w+=; Path=\/; Max-Age=0;/);
  });
});

describe('profile with refresh on 401', () => {
  it('answers the profile with the current token', async () => {
    const calls = { profile: vi.fn(async () => profile), refresh: vi.fn() };
    await expect(fetchProfileWithRefresh(calls, session)).resolves.toEqual({
      profile,
      session,
      refreshed: false,
    });
    expect(calls.refresh).not.toHaveBeenCalled();
  });

  it('refreshes once on a 401 and retries with the new token', async () => {
    const profileCall = vi
      .fn<(token: string) => Promise<TCustomerProfile>>()
      .mockRejectedValueOnce(unauthorized())
      .mockResolvedValueOnce(profile);
    const calls = { profile: profileCall, refresh: vi.fn(async () => tokens) };
    const result = await fetchProfileWithRefresh(calls, session);
    // No token given: the browser sends the API's HttpOnly refresh cookie itself.
    expect(calls.refresh).toHaveBeenCalledWith();
    expect(profileCall).toHaveBeenLastCalledWith('new.jwt');
    expect(result.session).toEqual({ strategy: 'customLocal', token: 'new.jwt' });
    expect(result.refreshed).toBe(true);
  });

  it('ends the session when the refresh is refused or followed by another 401', async () => {
    const refused = {
      profile: vi.fn(async () => Promise.reject(unauthorized())),
      refresh: vi.fn(async () => Promise.reject(unauthorized())),
    };
    await expect(fetchProfileWithRefresh(refused, session)).rejects.toBeInstanceOf(
      SessionExpiredError,
    );
    const again = {
      profile: vi.fn(async () => Promise.reject(unauthorized())),
      refresh: vi.fn(async () => tokens),
    };
    await expect(fetchProfileWithRefresh(again, session)).rejects.toBeInstanceOf(
      SessionExpiredError,
    );
    expect(again.profile).toHaveBeenCalledTimes(2);
  });

  it('raises other failures as they are', async () => {
    const down = new ApiError(500, 'Internal Server Error', {}, { status: 500, statusText: '' });
    const calls = { profile: vi.fn(async () => Promise.reject(down)), refresh: vi.fn() };
    await expect(fetchProfileWithRefresh(calls, session)).rejects.toBe(down);
    expect(calls.refresh).not.toHaveBeenCalled();
  });
});

describe('any call of a signed-in shopper with refresh on 401', () => {
  it('retries the same call once with the renewed token and hands back the new session', async () => {
    const call = vi
      .fn<(token: string) => Promise<string>>()
      .mockRejectedValueOnce(unauthorized())
      .mockResolvedValueOnce('created');
    const refresh = vi.fn(async () => tokens);
    const result = await callWithRefresh({ refresh }, session, call);
    expect(call.mock.calls).toEqual([['old.jwt'], ['new.jwt']]);
    expect(result).toEqual({
      value: 'created',
      session: { strategy: 'customLocal', token: 'new.jwt' },
      refreshed: true,
    });
  });

  it('does not refresh for an answer other than 401', async () => {
    const conflict = new ApiError(409, 'Conflict', {}, { status: 409, statusText: '' });
    const refresh = vi.fn(async () => tokens);
    await expect(
      callWithRefresh({ refresh }, session, async () => Promise.reject(conflict)),
    ).rejects.toBe(conflict);
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('one access token, one exchange', () => {
  it('shares the exchange between calls that meet a 401 together', async () => {
    const refresh = vi.fn(async () => tokens);
    const call = vi.fn(async (token: string) => {
      if (token === 'old.jwt') throw unauthorized();
      return token;
    });
    const [first, second] = await Promise.all([
      callWithRefresh({ refresh }, session, call),
      callWithRefresh({ refresh }, session, call),
    ]);
    expect(refresh).toHaveBeenCalledOnce();
    expect([first.value, second.value]).toEqual(['new.jwt', 'new.jwt']);
  });

  it('gives a later call with the spent token the renewed one instead of spending it again', async () => {
    const refresh = vi.fn(async () => tokens);
    const call = async (token: string) => {
      if (token === 'old.jwt') throw unauthorized();
      return token;
    };
    await callWithRefresh({ refresh }, session, call);
    const later = await callWithRefresh({ refresh }, session, call);
    expect(refresh).toHaveBeenCalledOnce();
    expect(later.session.token).toBe('new.jwt');
  });

  it('tries again after an exchange that got no answer', async () => {
    const down = new Error('Failed to fetch');
    const refresh = vi.fn<() => Promise<typeof tokens>>().mockRejectedValueOnce(down);
    refresh.mockResolvedValueOnce(tokens);
    const call = async (token: string) => {
      if (token === 'old.jwt') throw unauthorized();
      return token;
    };
    await expect(callWithRefresh({ refresh }, session, call)).rejects.toBe(down);
    await expect(callWithRefresh({ refresh }, session, call)).resolves.toMatchObject({
      value: 'new.jwt',
    });
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
