'use client';

import { APP_BANNER_COOKIE, APP_BANNER_HIDE_S } from '@shop/domain/app-banner';
import { CloseIcon, IconButton } from '@shop/ui';
import { useEffect, useState } from 'react';
import styles from './banners.module.css';

interface AppBannerProps {
  href: string;
  labels: { title: string; text: string; open: string; close: string };
}

/**
 * Invites phone shoppers to the app; closing it hides it for 7 days (a cookie). The page's HTML
 * is the same for every shopper of a platform (issue 20): the cookie is read in the browser.
 */
export function AppBanner({ href, labels }: AppBannerProps) {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (document.cookie.split('; ').some((part) => part.startsWith(`${APP_BANNER_COOKIE}=`)))
      setOpen(false);
  }, []);
  if (!open) return null;
  const close = () => {
    document.cookie = `${APP_BANNER_COOKIE}=1; Max-Age=${APP_BANNER_HIDE_S}; Path=/; SameSite=Lax`;
    setOpen(false);
  };
  return (
    <aside className={styles.app} aria-label={labels.title} data-testid="app-banner">
      <IconButton label={labels.close} icon={<CloseIcon />} onClick={close} />
      <p>
        <strong>{labels.title}</strong>
        <span>{labels.text}</span>
      </p>
      <a href={href} rel="noopener" className={styles.appLink}>
        {labels.open}
      </a>
    </aside>
  );
}
