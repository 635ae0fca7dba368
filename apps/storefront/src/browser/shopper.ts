import type { TCustomerProfile } from '@shop/api-client';
import { readSessionFromCookieHeader } from '@shop/api-client/session';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import { loadBrowserApi } from './browser-api';

/** Whether this browser holds a session (its access-token cookie); the API still checks it. */
export const hasBrowserSession = (): boolean =>
  readSessionFromCookieHeader(document.cookie) !== null;

let profile: Promise<TCustomerProfile | null> | undefined;

/**
 * The signed-in shopper, asked once per page whoever needs it (header, data layer, error
 * reporting, stock alerts). Pages are the same HTML for every shopper (issue 20), so it is read
 * here: with the access token, an expired one renewed with the refresh cookie and the new one
 * kept; a session that is over is forgotten. Null for a visitor.
 */
export function loadShopperProfile(store: StoreId, locale: Locale) {
  profile ??= hasBrowserSession() ? fetchProfile(store, locale) : Promise.resolve(null);
  return profile;
}

async function fetchProfile(store: StoreId, locale: Locale): Promise<TCustomerProfile | null> {
  // The API client (and its schemas) loads only when a session needs it, off the first paint.
  const { client, api } = await loadBrowserApi(store, locale);
  const session = client.readBrowserSession();
  if (!session) return null;
  try {
    const result = await client.fetchProfileWithRefresh(api, session);
    if (result.refreshed) client.writeBrowserSession(result.session);
    return result.profile;
  } catch (error) {
    if (error instanceof client.SessionExpiredError) client.clearBrowserSession();
    else console.error('Unable to fetch basic connection info', error);
    return null;
  }
}
