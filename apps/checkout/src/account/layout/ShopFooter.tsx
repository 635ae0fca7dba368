import { formatPrice } from '@shop/domain/money';
import { ReturnIcon, ShieldIcon, TruckIcon } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import { useShop } from '../../app/shop-context-provider';
import { useFreeShippingAmount } from '../../layout/use-free-shipping-amount';
import styles from './AccountLayout.module.css';

/** The shop's promises (spec section 1) and the legal line, as the checkout's footer has them. */
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
