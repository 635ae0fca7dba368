import type { FormEvent, ReactNode, RefObject } from 'react';
import { FormMessage } from '../../forms/FormMessage';
import { SubmitButton } from '../../forms/SubmitButton';
import styles from './account-page.module.css';
import type { FormNotice } from './use-account-form';

/**
 * An account form's frame (with useAccountForm's state): what leads it, the form's notice,
 * its fields, and the submit button, busy while the call runs.
 */
export function AccountForm({
  state: { form, notice, busy },
  submitLabel,
  onSubmit,
  labelledBy,
  label,
  lead,
  children,
}: {
  /** What useAccountForm gives the form. */
  state: {
    form: RefObject<HTMLFormElement | null>;
    notice: FormNotice | null;
    busy: boolean;
  };
  submitLabel: string;
  onSubmit: (event: FormEvent) => void;
  /** The id of the heading that names the form, else `label`. */
  labelledBy?: string;
  label?: string;
  /** Shown above the notice. */
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      ref={form}
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
      aria-label={label}
    >
      {lead}
      {notice ? <FormMessage kind={notice.kind}>{notice.text}</FormMessage> : null}
      {children}
      <div className={styles.formActions}>
        <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
