import { useEffect, useRef } from 'react';

/** Marks the history entries that open modals push, with one token per opening. */
const MODAL_ENTRY = '__shopModal';

let openings = 0;

const modalToken = (state: unknown): unknown =>
  state && typeof state === 'object' ? (state as Record<string, unknown>)[MODAL_ENTRY] : undefined;

/**
 * Browser Back closes the open modal and stays on the page (storefront section 4). While
 * `open`, the page has one more history entry, of the same address; Back leaves it, which asks
 * `onClose`; a modal closed any other way takes its entry back off, so that the next Back
 * leaves the page as before.
 *
 * Chromium skips, on its Back button, the entries a page pushed before the shopper touched it:
 * a modal that opens on its own (a notice on load) pushes its entry at the first key or pointer
 * press instead, which is also when the shopper can first mean to close it.
 */
export function useCloseOnBack(open: boolean, onClose: () => void) {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const token = `${Date.now()}-${++openings}`;
    let pushed = false;
    let left = false;

    const onPop = () => {
      // A modal opened after this one holds the entry just left: Back closes that one first.
      if (modalToken(window.history.state) === token) return;
      left = true;
      close.current();
    };
    const push = () => {
      removeActivation();
      if (pushed) return;
      pushed = true;
      // The router's own state is kept: Next.js and React Router read it on every Back.
      const state: unknown = window.history.state;
      window.history.pushState(
        { ...(state && typeof state === 'object' ? state : {}), [MODAL_ENTRY]: token },
        '',
      );
      window.addEventListener('popstate', onPop);
    };
    const activation = { capture: true } as const;
    const removeActivation = () => {
      window.removeEventListener('pointerdown', push, activation);
      window.removeEventListener('keydown', push, activation);
    };

    if (navigator.userActivation?.hasBeenActive ?? true) push();
    else {
      window.addEventListener('pointerdown', push, activation);
      window.addEventListener('keydown', push, activation);
    }

    return () => {
      removeActivation();
      window.removeEventListener('popstate', onPop);
      // Still on this modal's entry (closed by its button, Escape, the backdrop): take it off.
      if (pushed && !left && modalToken(window.history.state) === token) window.history.back();
    };
  }, [open]);
}
