'use client';

import { useEffect } from 'react';

/**
 * Marks the page `data-interactive` once React has hydrated it. A kept page's scripts load
 * after its first paint (server/scripts-after-paint.ts), so the shell is on screen a moment before
 * its buttons listen: this says when they do (the end-to-end tests wait for it).
 */
export function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return null;
}
