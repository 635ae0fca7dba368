import { useTranslation } from 'react-i18next';
import styles from './Returns.module.css';

const STEPS = ['stepItems', 'stepDropOff', 'stepCoupon'] as const;

/** The confirmation steps of a return: items, drop-off, coupon; `current` counts from 0. */
export function ReturnSteps({ current }: { current: 0 | 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <ol className={styles.steps} aria-label={t('returns.page.steps')}>
      {STEPS.map((step, index) => (
        <li
          key={step}
          className={styles.step}
          aria-current={index === current ? 'step' : undefined}
          data-done={index < current}
        >
          {t(`returns.page.${step}`)}
        </li>
      ))}
    </ol>
  );
}
