'use client';

import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import { UserIcon } from '@shop/ui';
import { useEffect, useState } from 'react';
import { loadBrowserApi } from '../../browser/browser-api';
import styles from './site-header.module.css';
import { useDropdown } from './use-dropdown';

type User = { firstName: string; lastName: string };

/**
 * The welcome line of a session whose access token expired since the page was rendered: the
 * browser renews it with the refresh token (and keeps the new pair), or forgets the session.
 */
function useRenewedUser(initial: User | null, hasSession: boolean, store: StoreId, locale: Locale) {
  const [user, setUser] = useState(initial);
  useEffect(() => {
    if (initial || !hasSession) return;
    let cancelled = false;
    // The API client (and its schemas) loads only when a session needs it, off the first paint.
    void loadBrowserApi(store, locale).then(async ({ client, api }) => {
      const session = client.readBrowserSession();
      if (!session) return;
      try {
        const result = await client.fetchProfileWithRefresh(api, session);
        if (result.refreshed) client.writeBrowserSession(result.session);
        if (!cancelled) setUser(result.profile);
      } catch (error) {
        if (error instanceof client.SessionExpiredError) client.clearBrowserSession();
        else console.error('Unable to fetch basic connection info', error);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [initial, hasSession, store, locale]);
  return user;
}

export interface AccountMenuProps {
  /** Signed-in shopper's names; null for a visitor (or an access token that has expired). */
  user: User | null;
  /** The request carried a session: renew it in the browser when `user` is missing. */
  hasSession: boolean;
  store: StoreId;
  locale: Locale;
  /** Where logging out lands (storefront section 2: home). */
  home: string;
  links: {
    login: string;
    signup: string;
    account: string;
    orders: string;
    addresses: string;
    profile: string;
  };
  labels: {
    account: string;
    login: string;
    signup: string;
    welcome: string;
    orders: string;
    addresses: string;
    profile: string;
    logout: string;
  };
}

/** Visitors get connect and subscribe links; both see the account menu links (section 2). */
export function AccountMenu({
  user: initialUser,
  hasSession,
  store,
  locale,
  home,
  links,
  labels,
}: AccountMenuProps) {
  const dropdown = useDropdown();
  const user = useRenewedUser(initialUser, hasSession, store, locale);

  async function logout() {
    const { client, api } = await loadBrowserApi(store, locale);
    const session = client.readBrowserSession();
    // The session ends on the server first (its refresh chain is revoked), then here.
    await api
      .logout(session?.refreshToken ?? null, session?.token)
      .catch((error: unknown) => console.error('Unable to log out', error));
    client.clearBrowserSession();
    window.location.assign(home);
  }

  return (
    <div className={styles.dropdown} {...dropdown.hoverProps} {...dropdown.keyProps}>
      <a
        className={styles.icon}
        href={links.account}
        aria-label={labels.account}
        aria-expanded={dropdown.open}
        aria-haspopup="true"
        onFocus={dropdown.show}
      >
        <UserIcon />
      </a>
      <div className={styles.panel} hidden={!dropdown.open} onBlur={dropdown.hideLater}>
        {user ? (
          <p className={styles.welcome}>
            {labels.welcome
              .replace('{{firstName}}', user.firstName)
              .replace('{{lastName}}', user.lastName)}
          </p>
        ) : (
          <div className={styles.accountActions}>
            <a className={styles.primaryLink} href={links.login}>
              {labels.login}
            </a>
            <a className={styles.secondaryLink} href={links.signup}>
              {labels.signup}
            </a>
          </div>
        )}
        <ul className={styles.panelLinks}>
          <li>
            <a href={links.profile}>{labels.profile}</a>
          </li>
          <li>
            <a href={links.orders}>{labels.orders}</a>
          </li>
          <li>
            <a href={links.addresses}>{labels.addresses}</a>
          </li>
          {user && (
            <li>
              <button type="button" className={styles.linkButton} onClick={() => void logout()}>
                {labels.logout}
              </button>
            </li>
          )}
        </ul>
      </div>
    </div>
  );
}
