'use client';

import { useRouter } from 'next/navigation';
import type { MouseEvent } from 'react';

/**
 * A click handler for a container of plain links: a plain left click goes through Next's router
 * (no reload, scroll kept), anything else (new tab, modifier keys) stays the browser's. One
 * handler for hundreds of facet links, where a `Link` each would hydrate hundreds of components.
 */
export function useSoftLinks() {
  const router = useRouter();
  return (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a[href]');
    if (!link || link.hasAttribute('target') || link.hasAttribute('download')) return;
    event.preventDefault();
    router.push(link.getAttribute('href')!, { scroll: false });
  };
}
