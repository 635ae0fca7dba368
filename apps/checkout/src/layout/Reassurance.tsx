import { DEFAULT_FREE_SHIPPING_AMOUNT, formatPrice } from '@shop/domain/money';
import { ReturnIcon, ShieldIcon, TruckIcon } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import { useShop } from '../app/shop-context-provider';
import styles from './CheckoutLayout.module.css';

/**
 * Section 2: on the shipping page on mobile, the shop's four promises (14 days to change one's
 * mind, 48 h delivery, free delivery from 99 euros, secure payment). Hidden from 1024 px.
 */
export function Reassurance() {
  const { t } = useTranslation();
  const { locale } = useShop();
  const items = [
    { icon: ReturnIcon, text: t('footer.refund') },
    { icon: TruckIcon, text: t('delivery.shipping.reassuranceDelivery') },
    {
      icon: TruckIcon,
      text: t('footer.freeDelivery', { amount: formatPrice(DEFAULT_FREE_SHIPPING_AMOUNT, locale) }),
    },
    { icon: ShieldIcon, text: t('footer.payment') },
  ];
  return (
    <section className={styles.promises} aria-label={t('delivery.shipping.reassurance')}>
      <ul>
        {items.map(({ icon: Icon, text }) => (
          <li key={text}>
            <Icon size={20} />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
