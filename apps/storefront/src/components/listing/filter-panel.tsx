'use client';

import { CloseIcon, IconButton } from '@shop/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import {
  closeFilterPanel,
  openFilterPanel,
  registerListing,
  unregisterListing,
  useFilterPanel,
} from './filter-panel-store';
import styles from './listing.module.css';

interface FilterPanelProps {
  activeCount: number;
  clearAllHref: string | null;
  labels: { title: string; close: string; clearAll: string; show: string };
  children: ReactNode;
}

const DESKTOP = '(min-width: 1024px)';

/**
 * The facets: a bar of dropdowns on desktop (one open at a time, closed by a click outside),
 * a full-screen panel on mobile opened by the toolbar's or the fixed header's filter button.
 * Facet links keep it open, so several values can be chosen in a row.
 */
export function FilterPanel({ activeCount, clearAllHref, labels, children }: FilterPanelProps) {
  const { open } = useFilterPanel();
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    registerListing(activeCount);
  }, [activeCount]);
  useEffect(() => unregisterListing, []);

  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const dropdowns = () => [...panel.querySelectorAll('details')];
    const onToggle = (event: Event) => {
      const opened = event.target as HTMLDetailsElement;
      if (!opened.open || !window.matchMedia(DESKTOP).matches) return;
      for (const other of dropdowns()) if (other !== opened) other.open = false;
    };
    const onClick = (event: MouseEvent) => {
      if (!window.matchMedia(DESKTOP).matches || panel.contains(event.target as Node)) return;
      for (const dropdown of dropdowns()) dropdown.open = false;
    };
    panel.addEventListener('toggle', onToggle, true);
    document.addEventListener('click', onClick);
    return () => {
      panel.removeEventListener('toggle', onToggle, true);
      document.removeEventListener('click', onClick);
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    // On desktop the facets are already on the page: the header button leads to them.
    if (window.matchMedia(DESKTOP).matches) {
      panelRef.current?.scrollIntoView({ block: 'center' });
      closeFilterPanel();
      return;
    }
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeFilterPanel();
    document.addEventListener('keydown', onKey);
    document.documentElement.dataset.filtersOpen = 'true';
    return () => {
      document.removeEventListener('keydown', onKey);
      delete document.documentElement.dataset.filtersOpen;
    };
  }, [open]);

  return (
    <section
      ref={panelRef}
      className={`${styles.panel} ${open ? styles.panelOpen : ''}`}
      aria-label={labels.title}
      data-testid="filter-panel"
      data-open={open}
      role={open ? 'dialog' : undefined}
      aria-modal={open || undefined}
    >
      <div className={styles.panelHead}>
        <h2 className={styles.panelTitle}>{labels.title}</h2>
        <IconButton
          ref={closeRef}
          label={labels.close}
          icon={<CloseIcon />}
          onClick={closeFilterPanel}
        />
      </div>
      <div className={styles.panelBody}>{children}</div>
      <div className={styles.panelFoot}>
        {clearAllHref && (
          <a className={styles.secondary} href={clearAllHref} rel="nofollow">
            {labels.clearAll}
          </a>
        )}
        <button
          type="button"
          className={styles.primary}
          onClick={closeFilterPanel}
          data-testid="show-results"
        >
          {labels.show}
        </button>
      </div>
    </section>
  );
}

/** The toolbar's button on mobile: opens the panel, shows the active count. */
export function OpenFiltersButton({ label, count }: { label: string; count: number }) {
  return (
    <button
      type="button"
      className={styles.filtersButton}
      onClick={openFilterPanel}
      data-testid="open-filters"
    >
      {label}
      {count > 0 && <span className={styles.badge}>{count}</span>}
    </button>
  );
}
