'use client';

import { defaultPicture } from '@shop/domain/basket';
import { LOW_STOCK_TOAST_TTL_MS, pickLowStockLine } from '@shop/domain/low-stock';
import { splitLocalePrefix } from '@shop/domain/locales';
import { imageUrl } from '@shop/domain/media';
import { isProductPath } from '@shop/domain/page-routing';
import { LOW_STOCK_TOAST_KEY } from '@shop/domain/toasts';
import { basketStore } from '@shop/basket';
import { interpolate } from '@shop/i18n/interpolate';
import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import { useEffect } from 'react';
import { refreshStoredBasket } from '../../browser/basket-refresh';
import { hasSessionFlag, setSessionFlag } from '../../browser/session-flags';
import { showToast } from '../toasts/toast-store';

const SHOWN_KEY = 'shop.lowStockNotified';

interface LowStockToastProps {
  store: StoreId;
  locale: Locale;
  basketHref: string;
  labels: { titleOne: string; titleOther: string; message: string };
}

/**
 * Once per session, on mount, the cheapest basket line that is nearly sold out (section 4),
 * in the toast queue: its picture, a title by the units left, 7 s, a click to the basket.
 * Every page load first prices the stored basket again (the header's too), and the toast
 * waits for it: the stock saved when an item was added is not today's.
 */
export function LowStockToast({ store: storeId, locale, basketHref, labels }: LowStockToastProps) {
  useEffect(() => {
    const refreshed = refreshStoredBasket(storeId, locale);
    if (hasSessionFlag(SHOWN_KEY)) return;
    let active = true;
    const store = basketStore();
    const show = () => {
      if (!active || hasSessionFlag(SHOWN_KEY)) return;
      const isProductPage = isProductPath(splitLocalePrefix(window.location.pathname).rest);
      const pick = pickLowStockLine(store.getState().lines, isProductPage);
      if (!pick) return;
      setSessionFlag(SHOWN_KEY);
      const { line } = pick;
      const picture = defaultPicture(line.info.pictures);
      showToast({
        key: LOW_STOCK_TOAST_KEY,
        // Decorative: the message names the product.
        thumbnail: picture && { url: imageUrl(picture.url, 'XXS'), alt: '' },
        title: interpolate(pick.plural ? labels.titleOther : labels.titleOne, {
          count: line.size.quantity,
        }),
        message: interpolate(labels.message, { name: line.info.name, size: line.size.label }),
        ttl: LOW_STOCK_TOAST_TTL_MS,
        action: { href: basketHref },
      });
    };
    // The refresh reads the stored basket first, then asks the server.
    void refreshed.then(show);
    return () => {
      active = false;
    };
  }, [storeId, locale, basketHref, labels]);

  return null;
}
