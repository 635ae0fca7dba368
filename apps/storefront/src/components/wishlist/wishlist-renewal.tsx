'use client';

import { useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { useWishlist } from './wishlist-store';

let renewed = false;

/**
 * The page was asked with an expired access token: the header's wishlist load renews it in the
 * browser (the server never does, lib/shopper.ts), then the page is asked again with the new
 * one. A session that cannot be renewed is a guest's: the invitation to log in shows.
 */
export function WishlistRenewal({ guest, waiting }: { guest: ReactNode; waiting: ReactNode }) {
  const status = useWishlist((state) => state.status);
  const router = useRouter();
  useEffect(() => {
    if (status !== 'customer' || renewed) return;
    renewed = true;
    router.refresh();
  }, [status, router]);
  return status === 'guest' ? guest : waiting;
}
