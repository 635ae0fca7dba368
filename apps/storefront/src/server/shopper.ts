import 'server-only';
import { ApiError, type TCustomerProfile } from '@shop/api-client';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { serverApi } from './api';
import { sessionFrom } from '../page-request/session';

export interface Shopper {
  /** Names for the welcome line; null for a visitor, or when the access token has expired. */
  user: TCustomerProfile | null;
  /** A session exists: the browser can renew an expired access token with its refresh token. */
  hasSession: boolean;
}

/**
 * The signed-in shopper for the header, read with the access token only. The server never
 * refreshes: a rotated refresh token it could not hand back to the browser would revoke the
 * session, so an expired token is left to the browser (AccountMenu) to renew.
 */
export const currentShopper = cache(async (storeId: StoreId, locale: Locale): Promise<Shopper> => {
  const session = sessionFrom(await cookies());
  if (!session) return { user: null, hasSession: false };
  // The favourites count is not asked here: the browser loads the wishlist once per page
  // (components/wishlist), so a page render never waits for it.
  try {
    return { user: await serverApi(storeId, locale).profile(session.token), hasSession: true };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401))
      console.error(
        'Unable to fetch basic connection info',
        error instanceof Error ? error.message : error,
      );
    return { user: null, hasSession: true };
  }
});
