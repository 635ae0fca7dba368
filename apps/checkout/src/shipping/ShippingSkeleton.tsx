import { useTranslation } from 'react-i18next';
import styles from './ShippingPage.module.css';

/** The shape of the delivery step while the session or the address book loads. */
export function ShippingSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.page} aria-busy="true">
      <p className="ui-visually-hidden" role="status">
        {t('delivery.shipping.loading')}
      </p>
      <div className={styles.layout} aria-hidden="true">
        <div className={styles.column}>
          <span className={`${styles.skeleton} ${styles.skeletonTitle}`} />
          <span className={`${styles.skeleton} ${styles.skeletonModes}`} />
          <span className={`${styles.skeleton} ${styles.skeletonCard}`} />
          <span className={`${styles.skeleton} ${styles.skeletonCard}`} />
        </div>
        <span className={`${styles.skeleton} ${styles.skeletonSummary}`} />
      </div>
    </div>
  );
}
