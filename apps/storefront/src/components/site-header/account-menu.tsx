'use client';

import { UserIcon } from '@shop/ui';
import styles from './site-header.module.css';
import { useDropdown } from './use-dropdown';

export interface AccountMenuProps {
  /** Signed-in shopper's names; null for a visitor. */
  user: { firstName: string; lastName: string } | null;
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
  };
}

/** Visitors get connect and subscribe links; both see the account menu links (section 2). */
export function AccountMenu({ user, links, labels }: AccountMenuProps) {
  const dropdown = useDropdown();
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
        </ul>
      </div>
    </div>
  );
}
