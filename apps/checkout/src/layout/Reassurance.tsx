import { formatPrice } from '@shop/domain/money';
import { deliveryPromiseValues } from '@shop/i18n/delivery-promises';
import { ReturnIcon, ShieldIcon, TruckIcon } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import { useShop } from '../app/shop-context-provider';
import styles from './CheckoutLayout.module.css';
import { useDeliveryPromises, useFreeShippingAmount } from './use-free-shipping-amount';

/**
 * Section 2: on the shipping page on mobile, the shop's four promises (14 days to change one's
 * mind, fast delivery, free delivery from the back office's amount, secure payment). Hidden
 * from 1024 px. The delivery promise names the carriers' own delays (the relay takes longer
 * than the spec's 48 h); until they are known it names none.
 */
export function Reassurance() {
  const { t } = useTranslation();
  const { locale } = useShop();
  const freeFrom = useFreeShippingAmount();
  const promises = useDeliveryPromises();
  const delays = promises && deliveryPromiseValues(promises, locale, t);
  const items = [
    { icon: ReturnIcon, text: t('footer.refund') },
    {
      icon: TruckIcon,
      text:
        delays?.homeDays && delays.relayDays
          ? t('delivery.shipping.reassuranceDelivery', delays)
          : t('footer.delivery'),
    },
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
