'use client';

import type { Locale } from '@shop/domain/locales';
import type { StoreId } from '@shop/domain/stores';
import { interpolate } from '@shop/i18n/interpolate';
import { UserIcon } from '@shop/ui';
import { loadBrowserApi } from '../../browser/browser-api';
import { useShopper } from '../shopper/use-shopper';
import styles from './site-header.module.css';
import { useDropdown } from './use-dropdown';

export interface AccountMenuProps {
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
export function AccountMenu({ store, locale, home, links, labels }: AccountMenuProps) {
  const dropdown = useDropdown();
  // The page's HTML is every shopper's (issue 20): the signed-in one is known in the browser.
  const user = useShopper(store, locale);

  async function logout() {
    const { client, api } = await loadBrowserApi(store, locale);
    const session = client.readBrowserSession();
    // The session ends on the server first (its refresh chain is revoked), then here.
    await api
      .logout({ token: session?.token })
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
            {interpolate(labels.welcome, { firstName: user.firstName, lastName: user.lastName })}
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
