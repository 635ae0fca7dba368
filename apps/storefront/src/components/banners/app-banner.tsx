'use client';

import { APP_BANNER_COOKIE, APP_BANNER_HIDE_S } from '@shop/domain/app-banner';
import { CloseIcon, IconButton } from '@shop/ui';
import { useState } from 'react';
import styles from './banners.module.css';

interface AppBannerProps {
  href: string;
  labels: { title: string; text: string; open: string; close: string };
}

/**
 * Invites phone shoppers to the app; closing it hides it for 7 days (a cookie, so the server
 * does not render it again and nothing jumps on load).
 */
export function AppBanner({ href, labels }: AppBannerProps) {
  const [open, setOpen] = useState(true);
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
