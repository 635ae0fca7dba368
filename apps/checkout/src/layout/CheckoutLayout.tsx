import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { LockIcon } from '@shop/ui';
import { ShopHeader } from '../account/layout/ShopHeader';
import { cameFromBasket, clearCameFromBasket } from '../session/came-from-basket';
import { Reassurance } from './Reassurance';
import { SeasonalBanner } from './SeasonalBanner';
import { ShopFooter } from './ShopFooter';
import { ShopLogo } from './ShopLogo';
import { isLoginRoute, reassuranceFromMatches, stepFromMatches } from './steps';
import { Timeline } from './Timeline';
import styles from './CheckoutLayout.module.css';
import shellStyles from './shell.module.css';

/**
 * Header with the wordmark and the secured-payment title, the store's seasonal banner, the
 * timeline of the current step (and the reassurance block the page asks for), the page, and a
 * quiet footer with the shop's reassurance points. The login pages wear that header only for a
 * shopper sent from step one of the basket (section 2's login layout); anyone else signing in
 * sees the shop's own header, as in the account area.
 */
export function CheckoutLayout() {
  const { t } = useTranslation();
  const matches = useMatches();
  const { pathname } = useLocation();
  const onLogin = isLoginRoute(matches);
  const routeStep = stepFromMatches(matches);
  // The login page of a shopper sent from the basket shows the timeline at step 2.
  const fromBasket = onLogin && cameFromBasket();
  const step = routeStep ?? (fromBasket ? 2 : null);
  const checkoutHeader = !onLogin || fromBasket;
  const inCheckout = onLogin || /^\/checkout(?:\/|$)/.test(pathname);
  useEffect(() => {
    if (!inCheckout) clearCameFromBasket();
  }, [inCheckout]);

  return (
    <div className={shellStyles.shell}>
      <a className={shellStyles.skip} href="#main">
        {t('header.skipToContent')}
      </a>
      {checkoutHeader ? (
        <header className={styles.header}>
          <div className={styles.headerInner}>
            <ShopLogo />
            <p className={styles.secure}>
              <LockIcon size={18} />
              <span>{t('checkout.securePayment')}</span>
            </p>
          </div>
          <SeasonalBanner />
        </header>
      ) : (
        <ShopHeader />
      )}
      {step ? <Timeline current={step} /> : null}
      {reassuranceFromMatches(matches) ? <Reassurance /> : null}
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <ShopFooter />
    </div>
  );
}
