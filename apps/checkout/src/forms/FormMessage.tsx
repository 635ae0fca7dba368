import { CloseIcon } from '@shop/ui';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './forms.module.css';

/**
 * A form-level message (spec: success or error; info while the form works on something the
 * shopper should know about), read out when it appears. Journey section 5: closable unless
 * marked `noClose`. Closing calls `onClose` when the form keeps the message in its state (it
 * clears it); otherwise the message hides itself until its text changes.
 */
export function FormMessage({
  kind,
  children,
  noClose = false,
  onClose,
}: {
  kind: 'error' | 'success' | 'info';
  children: ReactNode;
  noClose?: boolean;
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // The text it was closed on: another message (a new failure) shows again.
  const text = typeof children === 'string' ? children : null;
  const [closedOn, setClosedOn] = useState<string | null | undefined>(undefined);
  if (closedOn !== undefined && closedOn === text) return null;

  function close() {
    // The button that removes itself had the focus: it goes back to the form's own button.
    const next = ref.current?.closest('form')?.querySelector<HTMLElement>('[type="submit"]');
    if (onClose) onClose();
    else setClosedOn(text);
    next?.focus();
  }

  return (
    <div
      ref={ref}
      className={styles.message}
      data-kind={kind}
      role={kind === 'error' ? 'alert' : 'status'}
    >
      <div className={styles.messageText}>{children}</div>
      {noClose ? null : (
        <button
          type="button"
          className={styles.messageClose}
          aria-label={t('checkout.closeMessage')}
          onClick={close}
        >
          <CloseIcon size={18} />
        </button>
      )}
    </div>
  );
}
