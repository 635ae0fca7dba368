import { CloseIcon } from '@shop/ui';
import type { ReactNode } from 'react';
import closeButton from '../close-button.module.css';
import styles from './form-message.module.css';

type FormMessageProps = {
  kind: 'success' | 'error';
  children: ReactNode;
} & (
  | {
      /** A message the shopper must keep in view (storefront section 5: "no-close"). */
      noClose: true;
      closeLabel?: never;
      onClose?: never;
    }
  | { noClose?: false; closeLabel: string; onClose: () => void }
);

/**
 * A form-level message (storefront and journey section 5): success or error, read out when it
 * appears, with a close button unless it is marked no-close.
 */
export function FormMessage(props: FormMessageProps) {
  const { kind, children } = props;
  return (
    <div className={styles.message} data-kind={kind} role={kind === 'error' ? 'alert' : 'status'}>
      <p className={styles.text}>{children}</p>
      {!props.noClose && (
        <button
          type="button"
          className={`${closeButton.close} ${styles.close}`}
          aria-label={props.closeLabel}
          onClick={props.onClose}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
