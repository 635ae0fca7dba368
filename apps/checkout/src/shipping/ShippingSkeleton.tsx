import { useTranslation } from 'react-i18next';
import stepStyles from '../styles/step-page.module.css';
import skeletonStyles from '../styles/skeleton.module.css';
import shippingStyles from './ShippingPage.module.css';

/** The shape of the delivery step while the session or the address book loads. */
export function ShippingSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={stepStyles.page} aria-busy="true">
      <p className="ui-visually-hidden" role="status">
        {t('delivery.shipping.loading')}
      </p>
      <div className={stepStyles.layout} aria-hidden="true">
        <div className={stepStyles.column}>
          <span className={`${skeletonStyles.skeleton} ${shippingStyles.skeletonTitle}`} />
          <span className={`${skeletonStyles.skeleton} ${shippingStyles.skeletonModes}`} />
          <span className={`${skeletonStyles.skeleton} ${shippingStyles.skeletonCard}`} />
          <span className={`${skeletonStyles.skeleton} ${shippingStyles.skeletonCard}`} />
        </div>
        <span className={`${skeletonStyles.skeleton} ${shippingStyles.skeletonSummary}`} />
      </div>
    </div>
  );
}
