'use client';

import { useSyncExternalStore } from 'react';

/**
 * What the listing page tells the header: whether its filter panel is open and how many
 * filters are active. The header is rendered by the layout, outside the page, so they meet
 * here rather than through props.
 */
interface PanelState {
  /** Null when no listing is on screen (the header button then hides). */
  activeCount: number | null;
  open: boolean;
}

let state: PanelState = { activeCount: null, open: false };
const listeners = new Set<() => void>();

function set(next: Partial<PanelState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const SERVER_STATE: PanelState = { activeCount: null, open: false };

export const useFilterPanel = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );

export const openFilterPanel = () => set({ open: true });
export const closeFilterPanel = () => set({ open: false });
export const registerListing = (activeCount: number) => set({ activeCount });
export const unregisterListing = () => set({ activeCount: null, open: false });
