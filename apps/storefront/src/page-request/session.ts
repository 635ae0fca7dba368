import { readSession, type StoredSession } from '@shop/api-client';

type CookieReader = { get(name: string): { value: string } | undefined };

/** The shared session of the sign-in cookies (customer-journey section 3), if any. */
export const sessionFrom = (cookieJar: CookieReader): StoredSession | null =>
  readSession((name) => cookieJar.get(name)?.value);

/**
 * Whether the request carries a session. Only routing reads this; every secured call is
 * still checked by the API.
 */
export const isLoggedIn = (cookieJar: CookieReader) => sessionFrom(cookieJar) !== null;
