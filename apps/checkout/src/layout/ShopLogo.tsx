import { Logo } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import { storefrontHref } from '../app/shop-context';
import { useShop } from '../app/shop-context-provider';
import styles from './shell.module.css';

/** The wordmark, back to the storefront's home: another app of the origin, a full page load. */
export function ShopLogo() {
  const { t } = useTranslation();
  const shop = useShop();
  return (
    <a className={styles.logo} href={storefrontHref('/', shop)} aria-label={t('header.home')}>
      <Logo label={t('meta.siteName')} />
    </a>
  );
}
