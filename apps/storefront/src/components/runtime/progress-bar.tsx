'use client';

import '@bprogress/core/css';
import { BProgress } from '@bprogress/core';
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from '@shop/domain/progress';
import { useEffect } from 'react';
import { clickedPageNavigation } from './page-navigation';

// The bar trickles in ten steps over the expected duration of a navigation.
const TRICKLE_STEPS = 10;

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
      if (!clickedPageNavigation(event)) return;
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
