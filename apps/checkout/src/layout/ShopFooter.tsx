import { formatPrice } from '@shop/domain/money';
import { ReturnIcon, ShieldIcon, TruckIcon } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import { useShop } from '../app/shop-context-provider';
import styles from './shell.module.css';
import { useFreeShippingAmount } from './use-free-shipping-amount';

/**
 * The quiet footer of the checkout and the account area: the shop's promises (spec section 1:
 * refunds, free delivery from the back office's amount, secure payment) and the legal line.
 */
export function ShopFooter() {
  const { t } = useTranslation();
  const shop = useShop();
  const freeFrom = useFreeShippingAmount();
  return (
    <footer className={styles.footer}>
      <ul className={styles.reassurance}>
        <li>
          <ReturnIcon size={20} />
          <span>{t('footer.refund')}</span>
        </li>
        {freeFrom === undefined ? null : (
          <li>
            <TruckIcon size={20} />
            <span>{t('footer.freeDelivery', { amount: formatPrice(freeFrom, shop.locale) })}</span>
          </li>
        )}
        <li>
          <ShieldIcon size={20} />
          <span>{t('footer.payment')}</span>
        </li>
      </ul>
      <p className={styles.legal}>
        © {new Date().getFullYear()} {t('meta.siteName')}. {t('footer.legal')}
      </p>
    </footer>
  );
}
