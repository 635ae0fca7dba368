import { basketStore, refreshBasket } from '@shop/basket';
import type { Locale } from '@shop/domain/locales';
import { priceCountryKey, type StoreId } from '@shop/domain/stores';
import { loadBrowserApi } from './browser-api';

let refreshed: Promise<void> | undefined;

/**
 * Once per page load, the stored basket priced by `POST /basket/detail` (issue 30, item 17),
 * so the header's basket and the low-stock toast show today's prices and stock. A failure
 * leaves the stored lines as they are: the basket page prices them again anyway.
 */
export function refreshStoredBasket(store: StoreId, locale: Locale): Promise<void> {
  refreshed ??= refreshBasket(basketStore(), async (basketItems) => {
    const { api } = await loadBrowserApi(store, locale);
    const country = priceCountryKey(store);
    return api.basketDetail({
      basketItems,
      basketPromotion: null,
      countryIsoCode: country === 'default' ? null : country.toUpperCase(),
    });
  }).catch((error: unknown) => console.error('Unable to refresh the basket', error));
  return refreshed;
}
