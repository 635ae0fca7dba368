'use client';

import { ProgressProvider } from '@bprogress/next/app';
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from '@shop/domain/progress';
import type { ReactNode } from 'react';

// The bar trickles in ten steps over the expected duration; it only appears once a
// navigation has lasted longer than the throttle.
const TRICKLE_STEPS = 10;

export function ProgressBar({ children }: { children: ReactNode }) {
  return (
    <ProgressProvider
      height="3px"
      color="var(--color-accent, #111)"
      delay={PROGRESS_THROTTLE_MS}
      options={{ showSpinner: false, trickleSpeed: PROGRESS_DURATION_MS / TRICKLE_STEPS }}
      shallowRouting
    >
      {children}
    </ProgressProvider>
  );
}
