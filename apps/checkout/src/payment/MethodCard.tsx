import type { ReactNode } from 'react';
import cardStyles from '../styles/choice-cards.module.css';
import styles from './PaymentPage.module.css';

/** One way to pay: a radio of the page's one group, its icon, name and hint or why it cannot. */
export function MethodCard({
  value,
  chosen,
  icon,
  label,
  hint,
  disabledReason = null,
  extra = null,
  onChoose,
}: {
  value: string;
  chosen: string | null;
  icon: ReactNode;
  label: string;
  hint: string | null;
  /** Shown instead of the hint; the method cannot be chosen. */
  disabledReason?: string | null;
  extra?: ReactNode;
  onChoose: () => void;
}) {
  const id = `payment-method-${value.replace(/[^\w-]/g, '-')}`;
  const checked = chosen === value;
  const disabled = disabledReason !== null;
  return (
    <li
      className={cardStyles.card}
      data-selected={checked || undefined}
      data-disabled={disabled || undefined}
    >
      <input
        id={id}
        type="radio"
        name="payment-method"
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
      />
      <label htmlFor={id} className={styles.methodBody}>
        <span className={styles.methodIcon}>{icon}</span>
        <span className={styles.methodText}>
          <span className={cardStyles.cardName}>{label}</span>
          {disabled ? (
            <span className={styles.reason}>{disabledReason}</span>
          ) : hint ? (
            <span className={cardStyles.cardLine}>{hint}</span>
          ) : null}
        </span>
      </label>
      {extra ? <div className={cardStyles.cardExtra}>{extra}</div> : null}
    </li>
  );
}
