import { bearer, type Call } from './contract-call';
import { ACCOUNT } from './contract/account';
import type { TLoginRequest, TSignUpRequest } from './schemas/security';
import type {
  TAppleConnectRequest,
  TFacebookConnectRequest,
  TGoogleConnectRequest,
} from './schemas/social';

/**
 * The identity calls (journey section 7). Calls of a signed-in customer take the access token
 * explicitly: the refresh-and-retry of session.ts must choose which token a retry sends.
 */
export function accountCalls(call: Call) {
  return {
    login: (credentials: TLoginRequest) => call(ACCOUNT.login, { body: credentials }),
    /**
     * A new access token. In a browser the refresh token is the API's HttpOnly cookie, sent with
     * this call alone; other clients may give the token they read from that cookie.
     */
    refresh: (refreshToken?: string) =>
      call(ACCOUNT.refresh, { body: refreshToken ? { refresh_token: refreshToken } : {} }),
    /** Ends the session the access token (even expired) or the refresh token names. */
    logout: ({ token, refreshToken }: { token?: string | null; refreshToken?: string } = {}) =>
      call(ACCOUNT.logout, {
        body: refreshToken ? { refresh_token: refreshToken } : {},
        headers: token ? bearer(token) : {},
      }),
    signUp: (body: TSignUpRequest) => call(ACCOUNT.signUp, { body }),
    autoconnect: (token: string) => call(ACCOUNT.autoconnect, { body: { token } }),
    socialConfig: () => call(ACCOUNT.socialConfig, {}),
    appleConnect: (body: TAppleConnectRequest) => call(ACCOUNT.appleConnect, { body }),
    facebookConnect: (body: TFacebookConnectRequest) => call(ACCOUNT.facebookConnect, { body }),
    googleConnect: (body: TGoogleConnectRequest) => call(ACCOUNT.googleConnect, { body }),
    requestPasswordReset: (email: string) =>
      call(ACCOUNT.requestPasswordReset, { body: { email } }),
    confirmPasswordReset: (token: string, password: string) =>
      call(ACCOUNT.confirmPasswordReset, { body: { token, password } }),
    profile: (token: string) => call(ACCOUNT.profile, { headers: bearer(token) }),
    addresses: (token: string) => call(ACCOUNT.addresses, { headers: bearer(token) }),
  };
}

export type AccountCalls = ReturnType<typeof accountCalls>;
