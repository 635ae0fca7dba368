import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import shellStyles from '../../layout/shell.module.css';
import { ShopFooter } from '../../layout/ShopFooter';
import { clearCameFromBasket } from '../../session/came-from-basket';
import { useSession } from '../../session/session-context';
import { AccountNav } from './AccountNav';
import styles from './AccountLayout.module.css';
import { ShopHeader } from './ShopHeader';

/**
 * The account area's frame: the shop's header and footer around the page, with the sections'
 * menu beside it on large screens (small screens reach them from the welcome page).
 */
export function AccountLayout() {
  const { t } = useTranslation();
  const { state } = useSession();
  const customer = state.status === 'customer';
  // Section 2: leaving checkout for anything but the login clears the came-from-basket flag.
  useEffect(() => clearCameFromBasket(), []);

  return (
    <div className={`${shellStyles.shell} ${styles.shell}`}>
      <a className={shellStyles.skip} href="#main">
        {t('header.skipToContent')}
      </a>
      <ShopHeader />
      <div className={customer ? `${styles.area} ${styles.withNav}` : styles.area}>
        {customer ? (
          <aside className={styles.aside}>
            <AccountNav />
          </aside>
        ) : null}
        <main id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <ShopFooter />
    </div>
  );
}
