'use client';

import type { TCustomerProfile } from '@shop/api-client';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import { useEffect, useState } from 'react';
import { loadShopperProfile } from '../../browser/shopper';

/** The signed-in shopper once the browser knows them; null before, and for a visitor. */
export function useShopper(store: StoreId, locale: Locale): TCustomerProfile | null {
  const [user, setUser] = useState<TCustomerProfile | null>(null);
  useEffect(() => {
    let cancelled = false;
    void loadShopperProfile(store, locale).then((profile) => {
      if (!cancelled) setUser(profile);
    });
    return () => {
      cancelled = true;
    };
  }, [store, locale]);
  return user;
}
