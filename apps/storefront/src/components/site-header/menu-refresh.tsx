'use client';

import type { Device } from '@shop/domain/device';
import type { Locale } from '@shop/domain/locales';
import { MENU_REFRESH_MS } from '@shop/domain/menu';
import type { StoreId } from '@shop/domain/stores';
import { useEffect } from 'react';
import { create } from 'zustand';
import { buildMenuModel, type MenuNode } from './menu-model';

/** The menu as last refreshed in this tab; null until the first refresh. */
export const useRefreshedMenu = create<{ nodes: MenuNode[] | null }>(() => ({ nodes: null }));

/** The server-rendered menu until a refresh brings a newer one. */
export const useMenuNodes = (initial: MenuNode[]) =>
  useRefreshedMenu((state) => state.nodes) ?? initial;

interface MenuRefreshProps {
  store: StoreId;
  locale: Locale;
  defaultLocale: Locale;
  device: Device;
}

/**
 * Refetches the menu every 15 minutes (storefront section 4) so a tab left open follows the
 * back office; a failure is only logged and the current menu stays.
 */
export function MenuRefresh({ store, locale, defaultLocale, device }: MenuRefreshProps) {
  useEffect(() => {
    const timer = setInterval(() => {
      // Loaded on the first refresh, a quarter of an hour after the page: never on its way.
      import('@shop/api-client')
        .then(({ apiBaseUrl, createApiClient }) =>
          createApiClient({ baseUrl: apiBaseUrl(), store, device, locale }).menu(),
        )
        .then((menu) =>
          useRefreshedMenu.setState({ nodes: buildMenuModel(menu, locale, defaultLocale) }),
        )
        .catch((error: unknown) => console.error('Unable to update menu (header)', error));
    }, MENU_REFRESH_MS);
    return () => clearInterval(timer);
  }, [store, locale, defaultLocale, device]);
  return null;
}
