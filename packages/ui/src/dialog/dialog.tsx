import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { IconButton } from '../button';
import { CloseIcon } from '../icons';
import { cx } from '../internal/cx';
import './dialog.css';
import { useCloseOnBack } from './use-close-on-back';

export interface DialogProps {
  open: boolean;
  /** Asked by the close button, Escape and a click on the backdrop; the owner sets `open`. */
  onClose: () => void;
  /** The visible heading, which also names the dialog. */
  title: ReactNode;
  /**
   * Accessible name of the close button, e.g. "Fermer". Without it there is no close button:
   * for a notice whose own button closes it (Escape still does).
   */
  closeLabel?: string;
  children: ReactNode;
  /** Small print under the content, e.g. who may use what the dialog offers. */
  footnote?: ReactNode;
  className?: string;
  /** Names the dialog for tests and styles (`data-modal`), as the shop's other modals do. */
  name?: string;
}

/** True when a click landed outside the dialog's box: on the backdrop. */
function onBackdrop(event: MouseEvent<HTMLDialogElement>): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = event.currentTarget.getBoundingClientRect();
  return (
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom
  );
}

/**
 * A modal dialog on the native `<dialog>`: `showModal()` makes the rest of the page inert (focus
 * stays inside) and Escape asks to close. Labelled by its title; focus goes back where it was
 * when it closes. Browser Back closes it too (`useCloseOnBack`).
 */
export function Dialog({
  open,
  onClose,
  title,
  closeLabel,
  children,
  footnote,
  className,
  name,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  useCloseOnBack(open, onClose);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
      if (returnFocus.current?.isConnected) returnFocus.current.focus();
      returnFocus.current = null;
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={cx('ui-dialog', className)}
      aria-labelledby={titleId}
      data-modal={name}
      onCancel={(event) => {
        // Escape: the owner decides, so its state and the dialog never disagree.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (onBackdrop(event)) onClose();
      }}
    >
      {closeLabel ? (
        <IconButton
          className="ui-dialog__close"
          label={closeLabel}
          icon={<CloseIcon />}
          onClick={onClose}
        />
      ) : null}
      <h2 id={titleId} className="ui-dialog__title">
        {title}
      </h2>
      {children}
      {footnote ? <p className="ui-dialog__footnote">{footnote}</p> : null}
    </dialog>
  );
}
