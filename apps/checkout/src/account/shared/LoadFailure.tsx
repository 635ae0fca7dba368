import { Button } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import { FormMessage } from '../../forms/FormMessage';
import styles from './LoadFailure.module.css';

/** What a page shows when its data could not be read: why, and a way to try again. */
export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.failure}>
      <FormMessage kind="error">{t('accountArea.common.loadFailed')}</FormMessage>
      <Button variant="secondary" onClick={onRetry}>
        {t('accountArea.common.retry')}
      </Button>
    </div>
  );
}

/** Grey blocks shaped like the list being loaded, announced once to screen readers. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} aria-busy="true">
      <p className="ui-visually-hidden" role="status">
        {t('accountArea.common.loading')}
      </p>
      {Array.from({ length: rows }, (_, row) => (
        <span key={row} className={styles.skeletonRow} aria-hidden="true" />
      ))}
    </div>
  );
}
