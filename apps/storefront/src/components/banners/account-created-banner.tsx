'use client';

import { ACCOUNT_CREATED_PARAM, hasAccountCreatedFlag } from '@shop/domain/account-created';
import { CheckIcon, CloseIcon, IconButton } from '@shop/ui';
import { useEffect, useState } from 'react';
import styles from './banners.module.css';

/**
 * The home's success banner after a sign-up (storefront section 2, home layout): the sign-up
 * sends the new customer home with a query flag. Shown once: the flag leaves the address bar,
 * so a reload or a shared link does not show it again. Over the page, so nothing moves.
 */
export function AccountCreatedBanner({ labels }: { labels: { message: string; close: string } }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!hasAccountCreatedFlag(window.location.search)) return;
    setShown(true);
    const url = new URL(window.location.href);
    url.searchParams.delete(ACCOUNT_CREATED_PARAM);
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
  }, []);
  return (
    <div role="status" className={styles.success} hidden={!shown} data-testid="account-created">
      {shown && (
        <>
          <CheckIcon />
          <p>{labels.message}</p>
          <IconButton label={labels.close} icon={<CloseIcon />} onClick={() => setShown(false)} />
        </>
      )}
    </div>
  );
}
