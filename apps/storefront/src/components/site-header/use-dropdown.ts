'use client';

import { DROPDOWN_CLOSE_DELAY_MS } from '@shop/domain/menu';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Storefront section 4: hover opens, leaving closes after 150 ms, click toggles (desktop),
 * Escape closes. `hoverEnabled` is false on touch devices, where only clicks count.
 */
export function useDropdown(hoverEnabled = true) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A mouse reaches the button before it clicks it: the hover has opened the dropdown, and a
  // plain toggle would close it under the shopper's click. That first click keeps it open.
  const openedByHover = useRef(false);

  const cancelClose = () => clearTimeout(timer.current);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    openedByHover.current = false;
    setOpen(true);
  }, []);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    openedByHover.current = false;
    setOpen(false);
  }, []);
  const hideLater = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), DROPDOWN_CLOSE_DELAY_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    open,
    show,
    hide,
    hideLater,
    toggle: () => {
      if (!open) show();
      else if (openedByHover.current) openedByHover.current = false;
      else hide();
    },
    hoverProps: hoverEnabled
      ? {
          onMouseEnter: () => {
            cancelClose();
            if (open) return;
            show();
            openedByHover.current = true;
          },
          onMouseLeave: hideLater,
        }
      : {},
    keyProps: {
      onKeyDown: (event: { key: string }) => {
        if (event.key === 'Escape') hide();
      },
    },
  };
}
