'use client';

import { defaultPicture } from '@shop/domain/basket';
import {
  LOW_STOCK_TOAST_TTL_MS,
  pickLowStockLine,
  type LowStockPick,
} from '@shop/domain/low-stock';
import { splitLocalePrefix } from '@shop/domain/locales';
import { imageUrl } from '@shop/domain/media';
import { isProductPath } from '@shop/domain/page-routing';
import { basketStore, CloseIcon } from '@shop/ui';
import { useEffect, useState } from 'react';
import { hasSessionFlag, setSessionFlag } from '../../lib/session-flags';
import styles from './notices.module.css';

const SHOWN_KEY = 'shop.lowStockNotified';

interface LowStockToastProps {
  basketHref: string;
  labels: { titleOne: string; titleOther: string; message: string; close: string };
}

/** Once per session, on mount, the cheapest basket line that is nearly sold out (section 4). */
export function LowStockToast({ basketHref, labels }: LowStockToastProps) {
  const [pick, setPick] = useState<LowStockPick | null>(null);

  useEffect(() => {
    if (hasSessionFlag(SHOWN_KEY)) return;
    const store = basketStore();
    const show = () => {
      const isProductPage = isProductPath(splitLocalePrefix(window.location.pathname).rest);
      const found = pickLowStockLine(store.getState().lines, isProductPage);
      if (!found) return;
      setSessionFlag(SHOWN_KEY);
      setPick(found);
    };
    // The basket is read from local storage after mount; wait for it when needed.
    if (store.persist.hasHydrated()) show();
    else return store.persist.onFinishHydration(show);
  }, []);

  useEffect(() => {
    if (!pick) return;
    const timer = setTimeout(() => setPick(null), LOW_STOCK_TOAST_TTL_MS);
    return () => clearTimeout(timer);
  }, [pick]);

  if (!pick) return null;
  const { line } = pick;
  const picture = defaultPicture(line.info.pictures);
  const title = (pick.plural ? labels.titleOther : labels.titleOne).replace(
    '{{count}}',
    String(line.size.quantity),
  );
  const message = labels.message
    .replace('{{name}}', line.info.name)
    .replace('{{size}}', line.size.label);

  return (
    <div className={styles.toast} role="status" data-testid="low-stock-toast">
      <a className={styles.toastLink} href={basketHref}>
        {picture && <img src={imageUrl(picture.url, 'XXS')} alt="" width={48} height={60} />}
        <span>
          <strong>{title}</strong>
          <span>{message}</span>
        </span>
      </a>
      <button
        type="button"
        className={styles.close}
        aria-label={labels.close}
        onClick={() => setPick(null)}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
