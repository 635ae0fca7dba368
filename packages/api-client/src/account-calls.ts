import { z } from 'zod';
import type { RequestOptions } from './client';
import { ZAddresses, ZCustomerProfile } from './schemas/account';
import { ZPasswordResetAccepted } from './schemas/password-reset';
import { ZAuthTokens, type TLoginRequest, type TSignUpRequest } from './schemas/security';
import {
  ZSocialConfig,
  type TAppleConnectRequest,
  type TFacebookConnectRequest,
  type TGoogleConnectRequest,
} from './schemas/social';

type Request = <T>(schema: z.ZodType<T>, path: string, init?: RequestOptions) => Promise<T>;

/** 204 answers have no body. */
const ZNoContent = z.undefined();

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const post = (body: unknown): RequestOptions => ({ method: 'POST', body });

/**
 * The identity calls (journey section 7). Calls of a signed-in customer take the access token
 * explicitly: the refresh-and-retry of session.ts must choose which token a retry sends.
 */
export function accountCalls(request: Request) {
  return {
    login: (credentials: TLoginRequest) =>
      request(ZAuthTokens, '/security/login', post(credentials)),
    /**
     * A new access token. In a browser the refresh token is the API's HttpOnly cookie, sent with
     * this call alone; other clients may give the token they read from that cookie.
     */
    refresh: (refreshToken?: string) =>
      request(
        ZAuthTokens,
        '/security/refresh',
        post(refreshToken ? { refresh_token: refreshToken } : {}),
      ),
    /** Ends the session the access token (even expired) or the refresh token names. */
    logout: ({ token, refreshToken }: { token?: string | null; refreshToken?: string } = {}) =>
      request(ZNoContent, '/security/logout', {
        ...post(refreshToken ? { refresh_token: refreshToken } : {}),
        headers: token ? bearer(token) : {},
      }),
    signUp: (body: TSignUpRequest) => request(ZAuthTokens, '/security/register', post(body)),
    autoconnect: (token: string) => request(ZAuthTokens, '/security/autoconnect', post({ token })),
    socialConfig: () => request(ZSocialConfig, '/security/social-config'),
    appleConnect: (body: TAppleConnectRequest) =>
      request(ZAuthTokens, '/social-connect/apple', post(body)),
    facebookConnect: (body: TFacebookConnectRequest) =>
      request(ZAuthTokens, '/social-connect/facebook', post(body)),
    googleConnect: (body: TGoogleConnectRequest) =>
      request(ZAuthTokens, '/social-connect/google', post(body)),
    requestPasswordReset: (email: string) =>
      request(ZPasswordResetAccepted, '/security/password-reset/request', post({ email })),
    confirmPasswordReset: (token: string, password: string) =>
      request(ZNoContent, '/security/password-reset/confirm', post({ token, password })),
    profile: (token: string) =>
      request(ZCustomerProfile, '/secure/account/profile/v2', { headers: bearer(token) }),
    addresses: (token: string) =>
      request(ZAddresses, '/secure/account/addresses', { headers: bearer(token) }),
  };
}

export type AccountCalls = ReturnType<typeof accountCalls>;
