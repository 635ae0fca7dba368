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

  const cancelClose = () => clearTimeout(timer.current);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(true);
  }, []);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
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
    toggle: () => (open ? hide() : show()),
    hoverProps: hoverEnabled
      ? {
          onMouseEnter: () => {
            cancelClose();
            show();
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
