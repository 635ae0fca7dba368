import type { TAddress, TBasketCarrier, TRelayPoint } from '@shop/api-client';
import type { BasketLine } from '@shop/domain/basket';
import { formatDeliveryDate } from '@shop/domain/delivery';
import { Price } from '@shop/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { addressLines } from '../address/address-values';
import { useShop } from '../app/shop-context-provider';
import { lineAmounts, lineKey, linePictureUrl } from '../basket/line';
import type { PaymentSelection } from '../payment/payment-choice';
import { OpeningHours, RelayPointText } from '../shipping/RelayPointList';
import recapStyles from '../shipping/BasketRecap.module.css';
import stepStyles from '../styles/step-page.module.css';
import cardStyles from '../styles/choice-cards.module.css';
import skeletonStyles from '../styles/skeleton.module.css';
import { usePaymentMethodName } from './payment-method-name';
import productStyles from '../styles/product-line.module.css';
import styles from './SummaryPage.module.css';

/** A titled block of the summary, with the link that changes it. */
function Section({
  id,
  title,
  change,
  children,
}: {
  id: string;
  title: string;
  change?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {change ? (
          <Link to={change.to} className={styles.change}>
            {change.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** The lines with their pictures, size, quantity and the server's prices. */
export function SummaryLines({ lines }: { lines: BasketLine[] }) {
  const { t } = useTranslation();
  const { locale } = useShop();
  return (
    <Section id="summary-items" title={t('purchase.summary.items')}>
      <ul className={styles.lines}>
        {lines.map((line) => {
          const { total, originalTotal } = lineAmounts(line);
          const picture = linePictureUrl(line);
          return (
            <li key={lineKey(line)} className={styles.line}>
              <span className={productStyles.picture}>
                {picture ? (
                  <img src={picture} alt="" width={72} height={90} loading="lazy" />
                ) : null}
              </span>
              <span className={`${productStyles.text} ${styles.lineText}`}>
                <span className={recapStyles.summaryBrand}>{line.info.brand}</span>
                <span>{line.info.name}</span>
                <span className={stepStyles.muted}>
                  {t('product.sizeLabel', { size: line.size.label })} ·{' '}
                  {t('purchase.summary.quantity', { count: line.quantity })}
                </span>
              </span>
              <span className={styles.linePrice}>
                <Price
                  price={total}
                  originalPrice={originalTotal}
                  locale={locale}
                  labels={{ now: t('product.priceNow'), before: t('product.priceBefore') }}
                  size="sm"
                />
              </span>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** Home address or relay point (with its hours), the carrier and its delivery date. */
export function SummaryDelivery({
  address,
  relayPoint,
  carrier,
}: {
  address: TAddress | null;
  relayPoint: TRelayPoint | null;
  carrier: TBasketCarrier | null;
}) {
  const { t } = useTranslation();
  const { locale } = useShop();
  return (
    <Section
      id="summary-delivery"
      title={t('purchase.summary.delivery')}
      change={{ to: '/checkout/shipping', label: t('purchase.summary.changeDelivery') }}
    >
      <div className={styles.block}>
        <p className={cardStyles.cardLabel}>
          {t(relayPoint ? 'purchase.summary.relay' : 'purchase.summary.home')}
        </p>
        {relayPoint ? (
          <>
            <p className={cardStyles.cardBody}>
              <RelayPointText point={relayPoint} />
            </p>
            <OpeningHours point={relayPoint} />
          </>
        ) : address ? (
          <address className={styles.address}>
            {addressLines(address).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
        ) : null}
      </div>
      {carrier ? (
        <div className={styles.block} data-testid="summary-carrier">
          <p className={cardStyles.cardName}>
            {t(`delivery.carriers.${carrier.code}.name`, { defaultValue: carrier.name })}
          </p>
          <p className={cardStyles.date}>
            {t('delivery.shipping.deliveryDate', {
              date: formatDeliveryDate(carrier.shippingDeliveryDate, locale),
            })}
          </p>
        </div>
      ) : (
        <span className={`${skeletonStyles.skeleton} ${styles.skeletonBlock}`} aria-hidden="true" />
      )}
    </Section>
  );
}

/** The chosen way to pay, what happens next with it, and the accepted terms. */
export function SummaryPayment({ selection }: { selection: PaymentSelection }) {
  const { t } = useTranslation();
  const name = usePaymentMethodName();
  const hint =
    selection.kind === 'transfer'
      ? t('purchase.summary.transferHint')
      : selection.kind === 'cheque'
        ? t('purchase.summary.chequeHint')
        : selection.kind === 'savedCard'
          ? t('purchase.summary.savedCardHint')
          : t('purchase.summary.payHint');
  return (
    <Section
      id="summary-payment"
      title={t('purchase.summary.payment')}
      change={{ to: '/checkout/payment', label: t('purchase.summary.changePayment') }}
    >
      <div className={styles.block}>
        <p className={cardStyles.cardName} data-testid="summary-method">
          {name(selection)}
        </p>
        {selection.kind === 'newCard' && selection.remember ? (
          <p className={stepStyles.muted}>{t('purchase.methods.remember')}</p>
        ) : null}
        <p className={stepStyles.muted}>{hint}</p>
        <p className={stepStyles.muted}>{t('purchase.summary.termsAccepted')}</p>
      </div>
    </Section>
  );
}
