import { formatPrice } from '@shop/domain/money';
import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { storefrontHref } from '../app/shop-context';
import { useShop } from '../app/shop-context-provider';
import { LockIcon, Logo, ReturnIcon, ShieldIcon, TruckIcon } from '@shop/ui';
import { cameFromBasket, clearCameFromBasket } from '../session/came-from-basket';
import { Reassurance } from './Reassurance';
import { SeasonalBanner } from './SeasonalBanner';
import { isLoginRoute, reassuranceFromMatches, stepFromMatches } from './steps';
import { Timeline } from './Timeline';
import { useFreeShippingAmount } from './use-free-shipping-amount';
import styles from './CheckoutLayout.module.css';

/**
 * Header with the wordmark and the secured-payment title, the store's seasonal banner, the
 * timeline of the current step (and the reassurance block the page asks for), the page, and a
 * quiet footer with the shop's reassurance points.
 */
export function CheckoutLayout() {
  const { t } = useTranslation();
  const shop = useShop();
  const matches = useMatches();
  const { pathname } = useLocation();
  const onLogin = isLoginRoute(matches);
  const routeStep = stepFromMatches(matches);
  // The login page of a shopper sent from the basket shows the timeline at step 2.
  const step = routeStep ?? (onLogin && cameFromBasket() ? 2 : null);
  const inCheckout = onLogin || /^\/checkout(?:\/|$)/.test(pathname);
  useEffect(() => {
    if (!inCheckout) clearCameFromBasket();
  }, [inCheckout]);
  const year = new Date().getFullYear();
  const freeFrom = useFreeShippingAmount();

  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        {t('header.skipToContent')}
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          {/* The storefront is another app on the same origin: a full page load. */}
          <a className={styles.logo} href={storefrontHref('/', shop)} aria-label={t('header.home')}>
            <Logo label={t('meta.siteName')} />
          </a>
          <p className={styles.secure}>
            <LockIcon size={18} />
            <span>{t('checkout.securePayment')}</span>
          </p>
        </div>
        <SeasonalBanner />
      </header>
      {step ? <Timeline current={step} /> : null}
      {reassuranceFromMatches(matches) ? <Reassurance /> : null}
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <ul className={styles.reassurance}>
          <li>
            <ReturnIcon size={20} />
            <span>{t('footer.refund')}</span>
          </li>
          {freeFrom === undefined ? null : (
            <li>
              <TruckIcon size={20} />
              <span>
                {t('footer.freeDelivery', { amount: formatPrice(freeFrom, shop.locale) })}
              </span>
            </li>
          )}
          <li>
            <ShieldIcon size={20} />
            <span>{t('footer.payment')}</span>
          </li>
        </ul>
        <p className={styles.legal}>
          © {year} {t('meta.siteName')}. {t('footer.legal')}
        </p>
      </footer>
    </div>
  );
}
