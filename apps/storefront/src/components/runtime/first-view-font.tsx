'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * A phone's first page on a first visit is drawn in the font's fallback (<html data-first-view>,
 * server/scripts-after-paint.ts) while the font is fetched; the next page the shopper goes to,
 * in the browser, is drawn in the font.
 */
export function FirstViewFont() {
  const pathname = usePathname();
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) document.documentElement.removeAttribute('data-first-view');
  }, [pathname]);
  return null;
}
