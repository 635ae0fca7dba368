import { ApiError, type TCustomerProfile } from '@shop/api-client';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { serverApi } from './api';
import { sessionFrom } from './session';

export interface Shopper {
  /** Names for the welcome line; null for a visitor, or when the access token has expired. */
  user: TCustomerProfile | null;
  /** A session exists: the browser can renew an expired access token with its refresh token. */
  hasSession: boolean;
  /** Products in the wishlist (0 for a visitor): the header's favourites count. */
  favourites: number;
}

/**
 * The signed-in shopper for the header, read with the access token only. The server never
 * refreshes: a rotated refresh token it could not hand back to the browser would revoke the
 * session, so an expired token is left to the browser (AccountMenu) to renew.
 */
export const currentShopper = cache(async (storeId: StoreId, locale: Locale): Promise<Shopper> => {
  const session = sessionFrom(await cookies());
  if (!session) return { user: null, hasSession: false, favourites: 0 };
  const api = serverApi(storeId, locale);
  const [profile, wishes] = await Promise.allSettled([
    api.profile(session.token),
    api.wishes(session.token),
  ]);
  if (profile.status === 'rejected') {
    const error: unknown = profile.reason;
    if (!(error instanceof ApiError && error.status === 401))
      console.error(
        'Unable to fetch basic connection info',
        error instanceof Error ? error.message : error,
      );
    return { user: null, hasSession: true, favourites: 0 };
  }
  // Wishlist failures are reported only (storefront section 8): the header shows no count.
  if (wishes.status === 'rejected') console.error('Unable to get wishlist', wishes.reason);
  return {
    user: profile.value,
    hasSession: true,
    favourites: wishes.status === 'fulfilled' ? wishes.value.length : 0,
  };
});
