import type { ReactNode } from 'react';
import styles from './forms.module.css';

/**
 * A form-level message (spec: success or error; info while the form works on something the
 * shopper should know about), read out when it appears.
 */
export function FormMessage({
  kind,
  children,
}: {
  kind: 'error' | 'success' | 'info';
  children: ReactNode;
}) {
  return (
    <div className={styles.message} data-kind={kind} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
