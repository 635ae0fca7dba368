'use client';

import { useEffect, useRef, useState } from 'react';
import { openFilterPanel, useFilterPanel } from './filter-panel-store';
import styles from './listing.module.css';

/**
 * The fixed header's filter button (storefront section 2): only on listing pages and only
 * once the header is fixed, with the active-filter count. It watches the header's own
 * `data-fixed` rather than duplicating the scroll rules.
 */
export function HeaderFilterButton({ label }: { label: string }) {
  const { activeCount } = useFilterPanel();
  const ref = useRef<HTMLSpanElement>(null);
  const [fixed, setFixed] = useState(false);

  useEffect(() => {
    const header = ref.current?.closest('header');
    if (!header) return;
    const read = () => setFixed(header.dataset.fixed === 'true');
    read();
    const observer = new MutationObserver(read);
    observer.observe(header, { attributes: true, attributeFilter: ['data-fixed'] });
    return () => observer.disconnect();
  }, []);

  const shown = activeCount !== null && fixed;
  return (
    <span ref={ref} className={styles.headerFilter} hidden={!shown}>
      {shown && (
        <button
          type="button"
          className={styles.filtersButton}
          onClick={openFilterPanel}
          data-testid="header-filters"
        >
          {label}
          {activeCount > 0 && <span className={styles.badge}>{activeCount}</span>}
        </button>
      )}
    </span>
  );
}
