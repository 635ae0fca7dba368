import type { NextRequest } from 'next/server';

// Cookie names of the shared session (customer-journey section 3: prefixes `auth.`,
// `_token.`, `_refresh_token.`, one pair per strategy).
const STRATEGY_COOKIE = 'auth.strategy';
const DEFAULT_STRATEGY = 'customLocal';

/**
 * Whether the request carries a session: a token or refresh token of the current strategy.
 * Only routing reads this; every secured call is still checked by the API.
 */
export function isLoggedIn(cookies: NextRequest['cookies']): boolean {
  const strategy = cookies.get(STRATEGY_COOKIE)?.value || DEFAULT_STRATEGY;
  const present = (name: string) => {
    const value = cookies.get(name)?.value;
    return Boolean(value && value !== 'false');
  };
  return present(`auth._token.${strategy}`) || present(`auth._refresh_token.${strategy}`);
}
