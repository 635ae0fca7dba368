import { useId, useState, type ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './forms.module.css';

export interface FieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: string;
  /** Shown under the field and linked to it (aria-describedby). */
  error?: string | null;
  hint?: string;
  /** A password field gets a show/hide toggle. */
  revealable?: boolean;
}

/** A labelled input with its hint and error below, both announced with the field. */
export function Field({ label, error, hint, revealable, type = 'text', ...input }: FieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...input}
          id={id}
          type={revealable && revealed ? 'text' : type}
          className={styles.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {revealable ? (
          <button
            type="button"
            className={styles.reveal}
            aria-pressed={revealed}
            aria-controls={id}
            onClick={() => setRevealed((value) => !value)}
          >
            {revealed ? t('account.login.hidePassword') : t('account.login.showPassword')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
