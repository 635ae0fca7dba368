'use client';

import { splitLocalePrefix } from '@shop/domain/locales';
import { navigationSkeleton, type NavigationSkeleton } from '@shop/domain/page-routing';
import { PROGRESS_THROTTLE_MS } from '@shop/domain/progress';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { create } from 'zustand';
import styles from '../pages/pages.module.css';
import { clickedPageNavigation } from './page-navigation';
import { SkeletonTimeout } from './skeleton-timeout';

interface PendingNavigation {
  /** The skeleton on screen, once the page has taken longer than the throttle to come. */
  shown: NavigationSkeleton | null;
  start: (target: URL) => void;
  done: () => void;
}

let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * The page a shopper is on their way to. Links call `start` through the click listener below;
 * code that navigates by itself (the listing's sort and range controls) calls it directly.
 */
export const usePendingNavigation = create<PendingNavigation>()((set) => ({
  shown: null,
  start: (target) => {
    clearTimeout(timer);
    const skeleton = navigationSkeleton(splitLocalePrefix(target.pathname).rest);
    if (skeleton) timer = setTimeout(() => set({ shown: skeleton }), PROGRESS_THROTTLE_MS);
  },
  done: () => {
    clearTimeout(timer);
    set({ shown: null });
  },
}));

interface NavigationSkeletonProps {
  children: ReactNode;
  skeletons: Record<NavigationSkeleton, ReactNode>;
  labels: { label: string; slow: string; reload: string };
}

/**
 * Listing and product skeletons (storefront section 2) while the next page is on its way: the
 * page's content gives way to the skeleton of the page type it goes to, and comes back with
 * the new page. A page loaded whole is server-rendered at once and never streams a skeleton
 * first (which had pushed its content behind a script and doubled its largest paint).
 */
export function NavigationSkeletonFrame({ children, skeletons, labels }: NavigationSkeletonProps) {
  const shown = usePendingNavigation((state) => state.shown);
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    const { start, done } = usePendingNavigation.getState();
    const onClick = (event: MouseEvent) => {
      const target = clickedPageNavigation(event);
      if (target) start(target);
    };
    // Back in the back-forward cache, the page must not wait for a navigation that left it.
    const onPageShow = () => done();
    // Capture: next/link cancels the click's default before a bubbling listener would see it.
    document.addEventListener('click', onClick, true);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);
  // The address changed: the next page is in (layouts stay mounted, so their children do not
  // tell; a whole document load starts afresh anyway).
  useEffect(() => usePendingNavigation.getState().done(), [pathname, search]);
  return (
    <>
      {shown && (
        <section
          className={`page-width ${styles.page}`}
          aria-busy="true"
          aria-label={labels.label}
          data-skeleton={shown}
        >
          <SkeletonTimeout labels={{ slow: labels.slow, reload: labels.reload }} />
          {skeletons[shown]}
        </section>
      )}
      <div style={{ display: shown ? 'none' : 'contents' }}>{children}</div>
    </>
  );
}
