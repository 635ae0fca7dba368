import type { TInit } from '@shop/api-client/schemas';
import { CACHE_SECONDS } from '@shop/domain/cache';
import type { Locale } from '@shop/domain/locales';
import type { Store, StoreId } from '@shop/domain/stores';
import type { Db } from '../../db/client';
import type { TtlCache } from '../../infra/ttl-cache';
import { getFooter } from '../site/get-footer';
import { loadMenu } from '../site/get-menu';
import { loadSettings } from '../site/get-settings';
import { listCountries } from '../site/list-countries';
import { listHeaderBanners } from '../site/list-header-banners';

export interface InitInput {
  storeId: StoreId;
  locale: Locale;
  stores: Store[];
  noCache?: boolean;
}

/**
 * Everything a front end needs at start (storefront spec section 7, GET /init). Each part is
 * cached for its own lifetime: countries a day, menus 15 minutes, banners 30 minutes.
 */
export async function getInit(
  db: Db,
  cache: TtlCache,
  { storeId, locale, stores, noCache = false }: InitInput,
): Promise<TInit> {
  const key = `${storeId}:${locale}`;
  const [countries, menu, footer, settings, headerBanner] = await Promise.all([
    cache.get(
      `countries:${locale}`,
      CACHE_SECONDS.countries,
      () => listCountries(db, locale),
      noCache,
    ),
    loadMenu(db, cache, { storeId, locale, noCache }),
    cache.get(
      `footer:${key}`,
      CACHE_SECONDS.default,
      () => getFooter(db, storeId, locale),
      noCache,
    ),
    loadSettings(db, cache, noCache),
    cache.get(
      `header-banners:${key}`,
      CACHE_SECONDS.banner,
      () => listHeaderBanners(db, storeId, locale),
      noCache,
    ),
  ]);
  return {
    countries,
    stores,
    menu,
    footer,
    freeShippingAmount: { freeShipping: settings.freeShippingAmount },
    headerBanner,
    boSettings: { maintenance: settings.maintenance, popinOutlet: settings.popinOutlet },
  };
}
