'use client';

import '@bprogress/core/css';
import { BProgress } from '@bprogress/core';
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from '@shop/domain/progress';
import { useEffect } from 'react';

// The bar trickles in ten steps over the expected duration of a navigation.
const TRICKLE_STEPS = 10;

/** A same-tab, same-origin page link the shopper followed with a plain click. */
function isPageNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  const target = new URL(anchor.href, window.location.href);
  if (target.origin !== window.location.origin) return false;
  // A link to the same page (or one of its anchors) loads nothing.
  return target.pathname !== window.location.pathname || target.search !== window.location.search;
}

/**
 * The navigation progress bar (storefront section 9): it appears only when a page takes longer
 * than the throttle to come, and paces itself for the expected duration. Links are plain
 * anchors (server-rendered pages), so one delegated listener covers them all.
 */
export function ProgressBar() {
  useEffect(() => {
    BProgress.configure({
      showSpinner: false,
      trickleSpeed: PROGRESS_DURATION_MS / TRICKLE_STEPS,
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onClick = (event: MouseEvent) => {
      if (!isPageNavigation(event)) return;
      clearTimeout(timer);
      timer = setTimeout(() => BProgress.start(), PROGRESS_THROTTLE_MS);
    };
    // Coming back through the back-forward cache must not show a stale bar.
    const onPageShow = () => {
      clearTimeout(timer);
      BProgress.done();
    };
    document.addEventListener('click', onClick);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('click', onClick);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);
  return null;
}
