import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CHECKOUT_STEPS, stepStatus, type CheckoutStepNumber } from '@shop/domain/checkout-steps';
import styles from './Timeline.module.css';

/** The four checkout steps as an ordered list; completed steps link back. */
export function Timeline({ current }: { current: CheckoutStepNumber }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.timeline} aria-label={t('checkout.timeline')}>
      <ol className={styles.list}>
        {CHECKOUT_STEPS.map(({ step, labelKey, href }) => {
          const status = stepStatus(step, current);
          const label = t(`checkout.${labelKey}`);
          const content = (
            <>
              <span className={styles.number} aria-hidden="true">
                {step}
              </span>
              <span className={styles.label}>{label}</span>
              {status === 'current' ? (
                <span className="ui-visually-hidden"> ({t('checkout.currentStep')})</span>
              ) : null}
            </>
          );
          return (
            <li
              key={step}
              className={styles.step}
              data-status={status}
              aria-current={status === 'current' ? 'step' : undefined}
            >
              {status === 'done' && href ? (
                <Link to={href} className={styles.link}>
                  {content}
                </Link>
              ) : (
                <span className={styles.link}>{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
