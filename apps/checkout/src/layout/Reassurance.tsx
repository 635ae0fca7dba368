import { formatPrice } from '@shop/domain/money';
import { ReturnIcon, ShieldIcon, TruckIcon } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import { useShop } from '../app/shop-context-provider';
import styles from './CheckoutLayout.module.css';
import { useFreeShippingAmount } from './use-free-shipping-amount';

/**
 * Section 2: on the shipping page on mobile, the shop's four promises (14 days to change one's
 * mind, 48 h delivery, free delivery from the back office's amount, secure payment). Hidden
 * from 1024 px.
 */
export function Reassurance() {
  const { t } = useTranslation();
  const { locale } = useShop();
  const freeFrom = useFreeShippingAmount();
  const items = [
    { icon: ReturnIcon, text: t('footer.refund') },
    { icon: TruckIcon, text: t('delivery.shipping.reassuranceDelivery') },
    ...(freeFrom === undefined
      ? []
      : [
          {
            icon: TruckIcon,
            text: t('footer.freeDelivery', { amount: formatPrice(freeFrom, locale) }),
          },
        ]),
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
