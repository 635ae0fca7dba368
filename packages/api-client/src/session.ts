import type { AccountCalls } from './account-calls';
import { API_BASE_PATH } from './base-url';
import { ApiError } from './errors';
import type { TCustomerProfile } from './schemas/account';
import type { TAuthTokens } from './schemas/security';

/**
 * The shared session (journey section 3): the strategy and the access token under the `auth.`
 * and `_token.` prefixes, in cookies of the one origin so the checkout app (in the browser) and
 * the storefront (on the server, from the Cookie header) read the same. The refresh token
 * (`_refresh_token.`) is a cookie too, but the API's alone: HttpOnly, SameSite=Strict and sent
 * only to the refresh call, so no script ever reads or writes it.
 */

export const AUTH_STORAGE_PREFIX = 'auth.';
export const TOKEN_PREFIX = '_token.';
export const REFRESH_TOKEN_PREFIX = '_refresh_token.';

/** customLocal: e-mail and password; the others: a provider account. Google is ours. */
export const AUTH_STRATEGIES = [
  'customLocal',
  'customFacebook',
  'customApple',
  'customGoogle',
] as const;
export type AuthStrategy = (typeof AUTH_STRATEGIES)[number];
export const DEFAULT_AUTH_STRATEGY: AuthStrategy = 'customLocal';

/** `auth.strategy`: which strategy's tokens are the current ones. */
export const STRATEGY_COOKIE = `${AUTH_STORAGE_PREFIX}strategy`;
/** `auth._token.customLocal`: the access token (a JWT, 15 minutes). */
export const tokenCookieName = (strategy: AuthStrategy) =>
  `${AUTH_STORAGE_PREFIX}${TOKEN_PREFIX}${strategy}`;
/**
 * `auth._refresh_token.customLocal`: the refresh token of the session, set by the API's sign-in
 * answers as an HttpOnly cookie of REFRESH_COOKIE_PATH.
 */
export const refreshTokenCookieName = (strategy: AuthStrategy) =>
  `${AUTH_STORAGE_PREFIX}${REFRESH_TOKEN_PREFIX}${strategy}`;
/** The only path the browser sends the refresh-token cookie to: `POST /security/refresh`. */
export const REFRESH_COOKIE_PATH = `${API_BASE_PATH}/security/refresh`;

/** Spec section 9: 20 days, the lifetime of a refresh token too. */
export const SESSION_COOKIE_MAX_AGE_S = 1_728_000;

/** What scripts and the storefront server see of a session: its strategy and access token. */
export interface StoredSession {
  strategy: AuthStrategy;
  token: string;
}

const isStrategy = (value: unknown): value is AuthStrategy =>
  (AUTH_STRATEGIES as readonly unknown[]).includes(value);

/** The session from any cookie reader (`name => value`), e.g. Next's `cookies().get`. */
export function readSession(
  get: (name: string) => string | null | undefined,
): StoredSession | null {
  const stored = get(STRATEGY_COOKIE);
  const strategy = isStrategy(stored) ? stored : DEFAULT_AUTH_STRATEGY;
  const token = get(tokenCookieName(strategy));
  return token ? { strategy, token } : null;
}

/** Cookie header (`a=1; b=2`) to a map; values percent-decoded, malformed ones skipped. */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const name = part.slice(0, at).trim();
    if (cookies.has(name)) continue;
    try {
      cookies.set(name, decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      continue;
    }
  }
  return cookies;
}

/** The session of a request, read on the server from its Cookie header. */
export function readSessionFromCookieHeader(header: string | null | undefined) {
  const cookies = parseCookieHeader(header);
  return readSession((name) => cookies.get(name));
}

export interface SessionCookieOptions {
  /** `Secure` on https origins. */
  secure: boolean;
  maxAgeSeconds?: number;
}

function cookie(name: string, value: string, maxAge: number, secure: boolean): string {
  const attributes = [`Path=/`, `Max-Age=${maxAge}`, 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  return [`${name}=${encodeURIComponent(value)}`, ...attributes].join('; ');
}

/**
 * Set-Cookie values writing a session (also valid for `document.cookie`). The other
 * strategies' tokens are expired: one session at a time. Refresh tokens that scripts stored at
 * Path=/ before the API kept them are expired too (the API's own cookie has another path).
 */
export function sessionCookies(session: StoredSession, options: SessionCookieOptions): string[] {
  const maxAge = options.maxAgeSeconds ?? SESSION_COOKIE_MAX_AGE_S;
  const others = AUTH_STRATEGIES.filter((strategy) => strategy !== session.strategy);
  return [
    cookie(STRATEGY_COOKIE, session.strategy, maxAge, options.secure),
    cookie(tokenCookieName(session.strategy), session.token, maxAge, options.secure),
    ...others.map((strategy) => cookie(tokenCookieName(strategy), '', 0, options.secure)),
    ...legacyRefreshCookiesCleared(options.secure),
  ];
}

const legacyRefreshCookiesCleared = (secure: boolean) =>
  AUTH_STRATEGIES.map((strategy) => cookie(refreshTokenCookieName(strategy), '', 0, secure));

/**
 * Set-Cookie values removing the session cookies scripts may touch (logout); the API's logout
 * answer removes its refresh-token cookie.
 */
export function clearedSessionCookies(options: Pick<SessionCookieOptions, 'secure'>): string[] {
  return [
    cookie(STRATEGY_COOKIE, '', 0, options.secure),
    ...AUTH_STRATEGIES.map((strategy) => cookie(tokenCookieName(strategy), '', 0, options.secure)),
    ...legacyRefreshCookiesCleared(options.secure),
  ];
}

/** A session from a sign-in answer (its refresh token, if any, stays with the API). */
export function sessionFromTokens(tokens: TAuthTokens, strategy: AuthStrategy): StoredSession {
  return { strategy, token: tokens.token };
}

// Browser side: the same cookies through document.cookie.

const secureOrigin = (doc: Document) => doc.location?.protocol === 'https:';

export function readBrowserSession(doc: Document = document): StoredSession | null {
  return readSessionFromCookieHeader(doc.cookie);
}

export function writeBrowserSession(session: StoredSession, doc: Document = document): void {
  for (const value of sessionCookies(session, { secure: secureOrigin(doc) })) doc.cookie = value;
}

export function clearBrowserSession(doc: Document = document): void {
  for (const value of clearedSessionCookies({ secure: secureOrigin(doc) })) doc.cookie = value;
}

/** The session is over: the refresh token was refused or is missing. Log the visitor out. */
export class SessionExpiredError extends Error {
  override readonly name = 'SessionExpiredError';
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * Refresh tokens are single use: the API revokes the whole session when a spent one comes back
 * (after a few seconds of grace). Calls of one page that meet a 401 with the same access token
 * (the header's profile, the wishlist...) therefore share one exchange, and a call that read the
 * session just before it gets its result instead of spending the refresh cookie a second time.
 * Kept a minute, then forgotten.
 */
const RENEWAL_REUSE_MS = 60_000;
const renewals = new Map<string, Promise<TAuthTokens>>();

function renewOnce(calls: Pick<AccountCalls, 'refresh'>, accessToken: string) {
  const known = renewals.get(accessToken);
  if (known) return known;
  // No token in hand: the browser sends the API's HttpOnly refresh cookie with the call.
  const renewal = calls.refresh();
  renewals.set(accessToken, renewal);
  const forget = () => renewals.delete(accessToken);
  renewal.then(
    () => (setTimeout(forget, RENEWAL_REUSE_MS) as { unref?: () => void }).unref?.(),
    // A refusal or a network failure: nothing to share, a later call may try again.
    forget,
  );
  return renewal;
}

/** Forgets the shared exchanges (tests start from none). */
export function forgetSessionRenewals(): void {
  renewals.clear();
}

export interface SessionCallResult<T> {
  value: T;
  /** The session the call succeeded with: a new one when the tokens were refreshed. */
  session: StoredSession;
  refreshed: boolean;
}

/**
 * A call of a signed-in shopper (journey sections 4 and 8): made with the access token; on a
 * 401 the refresh cookie is exchanged once and the call made again with the new token. A
 * refused refresh (no cookie, a spent or revoked token) or a second 401 is SessionExpiredError;
 * any other failure is raised as it is. The caller keeps the renewed session
 * (writeBrowserSession) when `refreshed`.
 */
export async function callWithRefresh<T>(
  calls: Pick<AccountCalls, 'refresh'>,
  session: StoredSession,
  call: (token: string) => Promise<T>,
): Promise<SessionCallResult<T>> {
  try {
    return { value: await call(session.token), session, refreshed: false };
  } catch (error) {
    if (!isUnauthorized(error)) throw error;
  }
  let tokens: TAuthTokens;
  try {
    tokens = await renewOnce(calls, session.token);
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500)
      throw new SessionExpiredError('The refresh token was refused', { cause: error });
    throw error;
  }
  const renewed = sessionFromTokens(tokens, session.strategy);
  try {
    return { value: await call(renewed.token), session: renewed, refreshed: true };
  } catch (error) {
    if (isUnauthorized(error)) throw new SessionExpiredError('Refused after refresh');
    throw error;
  }
}

export interface ProfileResult {
  profile: TCustomerProfile;
  /** The session the profile was read with: a new one when the tokens were refreshed. */
  session: StoredSession;
  refreshed: boolean;
}

/** Section 4: the profile, refreshing the tokens once on a 401 (see callWithRefresh). */
export async function fetchProfileWithRefresh(
  calls: Pick<AccountCalls, 'profile' | 'refresh'>,
  session: StoredSession,
): Promise<ProfileResult> {
  const result = await callWithRefresh(calls, session, (token) => calls.profile(token));
  return { profile: result.value, session: result.session, refreshed: result.refreshed };
}
