import type { TOrder } from '@shop/api-client';
import { CheckIcon } from '@shop/ui';
import { useTranslation } from 'react-i18next';
import { useShop } from '../../app/shop-context-provider';
import { formatDay, formatTime } from '../shared/format';
import styles from './OrderTimeline.module.css';

/** The order's statuses as they came, oldest first; the last one is where it stands now. */
export function OrderTimeline({ history }: { history: TOrder['history'] }) {
  const { t } = useTranslation();
  const { locale } = useShop();
  const steps = [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  return (
    <ol className={styles.timeline}>
      {steps.map((step, index) => {
        const current = index === steps.length - 1;
        return (
          <li
            key={`${step.status}-${step.at}`}
            className={styles.step}
            aria-current={current ? 'step' : undefined}
          >
            <span className={styles.stepMark} aria-hidden="true">
              <CheckIcon size={14} />
            </span>
            <span className={styles.stepText}>
              <span className={styles.stepStatus}>{t(`orders.status.${step.status}`)}</span>
              <time dateTime={step.at} className={styles.stepDate}>
                {t('accountArea.order.at', {
                  date: formatDay(step.at, locale),
                  time: formatTime(step.at, locale),
                })}
              </time>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
