import type { TInit } from '@shop/api-client/schemas';
import type { Locale } from '@shop/domain/locales';
import type { Store, StoreId } from '@shop/domain/stores';
import type { Db } from '../../db/client';
import { getFooter } from '../site/get-footer';
import { getMenu } from '../site/get-menu';
import { getSettings } from '../site/get-settings';
import { listCountries } from '../site/list-countries';
import { listHeaderBanners } from '../site/list-header-banners';

export interface InitInput {
  storeId: StoreId;
  locale: Locale;
  stores: Store[];
}

/** Everything a front end needs at start (storefront spec section 7, GET /init). */
export async function getInit(db: Db, { storeId, locale, stores }: InitInput): Promise<TInit> {
  const [countries, menu, footer, settings, headerBanner] = await Promise.all([
    listCountries(db, locale),
    getMenu(db, storeId, locale),
    getFooter(db, storeId, locale),
    getSettings(db),
    listHeaderBanners(db, storeId, locale),
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
