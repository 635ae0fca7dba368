'use client';

import { defaultPicture } from '@shop/domain/basket';
import { LOW_STOCK_TOAST_TTL_MS, pickLowStockLine } from '@shop/domain/low-stock';
import { splitLocalePrefix } from '@shop/domain/locales';
import { imageUrl } from '@shop/domain/media';
import { isProductPath } from '@shop/domain/page-routing';
import { LOW_STOCK_TOAST_KEY } from '@shop/domain/toasts';
import { basketStore } from '@shop/basket';
import { interpolate } from '@shop/i18n/interpolate';
import { useEffect } from 'react';
import { hasSessionFlag, setSessionFlag } from '../../browser/session-flags';
import { showToast } from '../toasts/toast-store';

const SHOWN_KEY = 'shop.lowStockNotified';

interface LowStockToastProps {
  basketHref: string;
  labels: { titleOne: string; titleOther: string; message: string };
}

/**
 * Once per session, on mount, the cheapest basket line that is nearly sold out (section 4),
 * in the toast queue: its picture, a title by the units left, 7 s, a click to the basket.
 */
export function LowStockToast({ basketHref, labels }: LowStockToastProps) {
  useEffect(() => {
    if (hasSessionFlag(SHOWN_KEY)) return;
    const store = basketStore();
    const show = () => {
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
    // The basket is read from local storage after mount; wait for it when needed.
    if (store.persist.hasHydrated()) show();
    else return store.persist.onFinishHydration(show);
  }, [basketHref, labels]);

  return null;
}
